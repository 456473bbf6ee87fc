import { Badge, Card, Flex, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { PredictionsPanel_PredictionFragment } from '../../../__generated__/graphql';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { EmptyState } from '../../../components/EmptyState';
import { formatNumber, useTranslation } from '../../../i18n';
import { formatReportValue, monthLabel, percent, RISK_COLOUR } from './analyticsFormat';

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
  const { t } = useTranslation('admin-analytics');
  return (
    <Badge bg={RISK_COLOUR[level]} color="white" variant="solid" size="sm">
      {t(`risk.${level}`)}
    </Badge>
  );
}

function PredictionCard({ prediction }: { prediction: PredictionsPanel_PredictionFragment }) {
  const { t } = useTranslation('admin-analytics');
  const confidence = Math.round(prediction.confidence);
  return (
    <Card.Root size="sm" as="article" aria-label={t('predictions.cardLabel', { department: prediction.department })}>
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
              {t('series.predictedRequests')}
            </Text>
            <Text fontWeight="semibold">{formatReportValue(prediction.predictedRequests)}</Text>
          </Stack>
          <Stack gap="0">
            <Text color="fg.muted" fontSize="xs">
              {t('series.predictedPTOUsage')}
            </Text>
            <Text fontWeight="semibold">
              {formatReportValue(prediction.predictedPTOUsage)}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs">
                {t('predictions.left', { days: formatReportValue(prediction.remainingPTODays) })}
              </Text>
            </Text>
          </Stack>
        </SimpleGrid>
        <Progress.Root
          value={confidence}
          size="sm"
          colorPalette={confidence >= 70 ? 'green' : confidence >= 40 ? 'yellow' : 'orange'}
          aria-label={t('predictions.confidenceLabel', { rate: percent(confidence) })}
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal">
              {t('predictions.confidence')}
            </Progress.Label>
            <Progress.ValueText fontSize="xs">{percent(confidence)}</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted">
          {prediction.historyMonths
            ? t('predictions.model', { method: prediction.method, months: prediction.historyMonths })
            : t('predictions.noHistory')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec §2 analytics Predictions: next month per department, with a risk badge and the model's confidence. */
export function PredictionsPanel(props: { predictions: FragmentType<typeof PredictionsPanel_prediction>[] }) {
  const { t } = useTranslation('admin-analytics');
  const predictions = getFragmentData(PredictionsPanel_prediction, props.predictions);
  if (!predictions.length)
    return <EmptyState title={t('predictions.empty')} description={t('predictions.emptyHelp')} />;
  const sorted = [...predictions].sort(
    (a, b) => RISK_ORDER[a.riskLevel] - RISK_ORDER[b.riskLevel] || a.department.localeCompare(b.department),
  );
  const counts = (['HIGH', 'MEDIUM', 'LOW'] as const).map((level) => ({
    level,
    count: predictions.filter((prediction) => prediction.riskLevel === level).length,
  }));
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap" aria-label={t('predictions.byRisk')}>
        {counts.map(({ level, count }) => (
          <HStack key={level} gap="2">
            <RiskBadge level={level} />
            <Text fontSize="sm">{t('predictions.departments', { count })}</Text>
          </HStack>
        ))}
      </HStack>
      <ChartPanel title={t('period.nextMonth')} description={t('predictions.chartHelp')}>
        <ComparisonBarChart
          data={sorted}
          categoryKey="department"
          label={t('predictions.chart')}
          formatValue={(value) => formatNumber(value)}
          series={[
            { key: 'predictedRequests', label: t('series.predictedRequests'), color: 'purple.solid' },
            { key: 'predictedPTOUsage', label: t('series.predictedPTOUsage'), color: 'blue.solid' },
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
