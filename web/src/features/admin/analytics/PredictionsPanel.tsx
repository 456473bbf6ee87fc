import { Badge, Card, Flex, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { PredictionsPanel_PredictionFragment } from '../../../__generated__/graphql';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { EmptyState } from '../../../components/EmptyState';
import { formatReportValue, monthLabel, RISK_STYLE } from './analyticsFormat';

export const PredictionsPanel_prediction = graphql(`
  fragment PredictionsPanel_prediction on DepartmentPrediction {
    department
    month
    predictedRequests
    predictedPTOUsage
    remainingPTODays
    riskLevel
    confidence
    historyMonths
    method
  }
`);

const RISK_ORDER = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;

export function RiskBadge({ level }: { level: PredictionsPanel_PredictionFragment['riskLevel'] }) {
  const style = RISK_STYLE[level];
  return (
    <Badge bg={style.bg} color="white" variant="solid" size="sm">
      {style.label}
    </Badge>
  );
}

function PredictionCard({ prediction }: { prediction: PredictionsPanel_PredictionFragment }) {
  const confidence = Math.round(prediction.confidence);
  return (
    <Card.Root size="sm" as="article" aria-label={`${prediction.department} forecast`}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2">
          <Stack gap="0">
            <Text fontWeight="semibold">{prediction.department}</Text>
            <Text fontSize="xs" color="fg.muted">
              {monthLabel(prediction.month)}
            </Text>
          </Stack>
          <RiskBadge level={prediction.riskLevel} />
        </Flex>
        <SimpleGrid columns={2} gap="2" fontSize="sm">
          <Stack gap="0">
            <Text color="fg.muted" fontSize="xs">
              Predicted requests
            </Text>
            <Text fontWeight="semibold">{formatReportValue(prediction.predictedRequests)}</Text>
          </Stack>
          <Stack gap="0">
            <Text color="fg.muted" fontSize="xs">
              Predicted PTO days
            </Text>
            <Text fontWeight="semibold">
              {formatReportValue(prediction.predictedPTOUsage)}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs">
                of {formatReportValue(prediction.remainingPTODays)} left
              </Text>
            </Text>
          </Stack>
        </SimpleGrid>
        <Progress.Root
          value={confidence}
          size="sm"
          colorPalette={confidence >= 70 ? 'green' : confidence >= 40 ? 'yellow' : 'orange'}
          aria-label={`Confidence ${confidence}%`}
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal">
              Confidence
            </Progress.Label>
            <Progress.ValueText fontSize="xs">{confidence}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted">
          {prediction.historyMonths
            ? `${prediction.method} model, ${prediction.historyMonths} months of history`
            : 'No history yet'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec §2 analytics Predictions: next month per department, with a risk badge and the model's confidence. */
export function PredictionsPanel(props: { predictions: FragmentType<typeof PredictionsPanel_prediction>[] }) {
  const predictions = getFragmentData(PredictionsPanel_prediction, props.predictions);
  if (!predictions.length) return <EmptyState title="No predictions yet" description="No department has history." />;
  const sorted = [...predictions].sort(
    (a, b) => RISK_ORDER[a.riskLevel] - RISK_ORDER[b.riskLevel] || a.department.localeCompare(b.department),
  );
  const counts = (['HIGH', 'MEDIUM', 'LOW'] as const).map((level) => ({
    level,
    count: predictions.filter((prediction) => prediction.riskLevel === level).length,
  }));
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap" aria-label="Departments by risk">
        {counts.map(({ level, count }) => (
          <HStack key={level} gap="2">
            <RiskBadge level={level} />
            <Text fontSize="sm">
              {count} {count === 1 ? 'department' : 'departments'}
            </Text>
          </HStack>
        ))}
      </HStack>
      <ChartPanel title="Forecast for next month" description="Predicted requests and PTO days per department">
        <ComparisonBarChart
          data={sorted}
          categoryKey="department"
          label="Predicted requests and PTO days per department next month"
          series={[
            { key: 'predictedRequests', label: 'Predicted requests', color: 'purple.solid' },
            { key: 'predictedPTOUsage', label: 'Predicted PTO days', color: 'blue.solid' },
          ]}
        />
      </ChartPanel>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {sorted.map((prediction) => (
          <PredictionCard key={prediction.department} prediction={prediction} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
