import { Badge, Table } from '@chakra-ui/react';
import type { AnalyticsData } from './analyticsReport';
import { monthLabel, pct } from './analyticsReport';

const RISK_PALETTE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;
const WIDE = { base: 'none', md: 'table-cell' } as const;

export function RiskBadge({ level }: { level: keyof typeof RISK_PALETTE }) {
  return <Badge colorPalette={RISK_PALETTE[level]}>{level.toLowerCase()}</Badge>;
}

export function DepartmentsTable({ departments }: { departments: AnalyticsData['departments'] }) {
  return (
    <Table.ScrollArea tabIndex={0} aria-label="Department performance table">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Department</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>People</Table.ColumnHeader>
            <Table.ColumnHeader>Requests</Table.ColumnHeader>
            <Table.ColumnHeader>Approval</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>PTO / person</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Sickness / person</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {departments.map((d) => (
            <Table.Row key={d.department}>
              <Table.Cell fontWeight="medium">{d.department}</Table.Cell>
              <Table.Cell display={WIDE}>{d.employeeCount}</Table.Cell>
              <Table.Cell>{d.totalRequests}</Table.Cell>
              <Table.Cell>{pct(d.approvalRate)}</Table.Cell>
              <Table.Cell display={WIDE}>{d.avgPTOUsed.toFixed(2)}</Table.Cell>
              <Table.Cell display={WIDE}>{d.avgSicknessUsed.toFixed(2)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function TrendsTable({ trends }: { trends: AnalyticsData['trends'] }) {
  return (
    <Table.ScrollArea tabIndex={0} aria-label="Monthly trends table">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            <Table.ColumnHeader>Requests</Table.ColumnHeader>
            <Table.ColumnHeader>Approved</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Rejected</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>PTO days</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Sickness days</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trends.map((t) => (
            <Table.Row key={t.month}>
              <Table.Cell whiteSpace="nowrap">{monthLabel(t.month)}</Table.Cell>
              <Table.Cell>{t.requests}</Table.Cell>
              <Table.Cell>{t.approvals}</Table.Cell>
              <Table.Cell display={WIDE}>{t.rejections}</Table.Cell>
              <Table.Cell display={WIDE}>{t.ptoDays}</Table.Cell>
              <Table.Cell display={WIDE}>{t.sicknessDays}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function PredictionsTable({ predictions }: { predictions: AnalyticsData['predictions'] }) {
  return (
    <Table.ScrollArea tabIndex={0} aria-label="Predictions table">
      <Table.Root size="sm" data-testid="predictions-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Department</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Requests</Table.ColumnHeader>
            <Table.ColumnHeader>PTO days</Table.ColumnHeader>
            <Table.ColumnHeader>Risk</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Confidence</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {predictions.map((p) => (
            <Table.Row key={p.department}>
              <Table.Cell fontWeight="medium">{p.department}</Table.Cell>
              <Table.Cell display={WIDE}>{p.predictedRequests.toFixed(1)}</Table.Cell>
              <Table.Cell>{p.predictedPTOUsage.toFixed(1)}</Table.Cell>
              <Table.Cell>
                <RiskBadge level={p.riskLevel} />
              </Table.Cell>
              <Table.Cell display={WIDE}>{pct(p.confidence)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
