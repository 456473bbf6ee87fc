import { Badge, Table } from '@chakra-ui/react';
import { formatLocale, formatNumber, useTranslation } from '../../i18n';
import type { AnalyticsData } from './analyticsReport';
import { monthLabel, percentLabel } from './analyticsReport';
import { numberFormat } from '../../i18n/intl';

const RISK_PALETTE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;
const WIDE = { base: 'none', md: 'table-cell' } as const;

/** A figure with exactly `digits` decimals, as the locale writes them ("1,25" in German). */
const fixed = (value: number, digits: number, locale: string) =>
  numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

export function RiskBadge({ level }: { level: keyof typeof RISK_PALETTE }) {
  const { t } = useTranslation('analytics');
  return <Badge colorPalette={RISK_PALETTE[level]}>{t(`risk.${level}`)}</Badge>;
}

export function DepartmentsTable({ departments }: { departments: AnalyticsData['departments'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = formatLocale(i18n.language);
  return (
    <Table.ScrollArea tabIndex={0} aria-label={t('tables.departmentsLabel')}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('tables.department')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.people')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.requests')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.approval')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.ptoPerPerson')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.sicknessPerPerson')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {departments.map((d) => (
            <Table.Row key={d.department}>
              <Table.Cell fontWeight="medium">{d.department}</Table.Cell>
              <Table.Cell display={WIDE}>{d.employeeCount}</Table.Cell>
              <Table.Cell>{d.totalRequests}</Table.Cell>
              <Table.Cell>{percentLabel(d.approvalRate, locale)}</Table.Cell>
              <Table.Cell display={WIDE}>{fixed(d.avgPTOUsed, 2, locale)}</Table.Cell>
              <Table.Cell display={WIDE}>{fixed(d.avgSicknessUsed, 2, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function TrendsTable({ trends }: { trends: AnalyticsData['trends'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = formatLocale(i18n.language);
  return (
    <Table.ScrollArea tabIndex={0} aria-label={t('tables.trendsLabel')}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('tables.month')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.requests')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.approved')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.rejected')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.ptoDays')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.sicknessDays')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trends.map((m) => (
            <Table.Row key={m.month}>
              <Table.Cell whiteSpace="nowrap">{monthLabel(m.month, locale)}</Table.Cell>
              <Table.Cell>{m.requests}</Table.Cell>
              <Table.Cell>{m.approvals}</Table.Cell>
              <Table.Cell display={WIDE}>{m.rejections}</Table.Cell>
              <Table.Cell display={WIDE}>{formatNumber(m.ptoDays, 2, locale)}</Table.Cell>
              <Table.Cell display={WIDE}>{formatNumber(m.sicknessDays, 2, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function PredictionsTable({ predictions }: { predictions: AnalyticsData['predictions'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = formatLocale(i18n.language);
  return (
    <Table.ScrollArea tabIndex={0} aria-label={t('tables.predictionsLabel')}>
      <Table.Root size="sm" data-testid="predictions-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('tables.department')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.requests')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.ptoDays')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tables.risk')}</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>{t('tables.confidence')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {predictions.map((p) => (
            <Table.Row key={p.department}>
              <Table.Cell fontWeight="medium">{p.department}</Table.Cell>
              <Table.Cell display={WIDE}>{fixed(p.predictedRequests, 1, locale)}</Table.Cell>
              <Table.Cell>{fixed(p.predictedPTOUsage, 1, locale)}</Table.Cell>
              <Table.Cell>
                <RiskBadge level={p.riskLevel} />
              </Table.Cell>
              <Table.Cell display={WIDE}>{percentLabel(p.confidence, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
