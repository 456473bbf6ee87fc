import { ComparisonBarChart } from '../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../components/charts/TrendChart';
import type { AnalyticsData } from './analyticsReport';
import { monthLabel } from './analyticsReport';
import { formatLocale, useTranslation } from '../../i18n';

function useAnalyticsWords() {
  const { t, i18n } = useTranslation('analytics');
  const locale = formatLocale(i18n.language);
  return { t, month: (month: string) => monthLabel(month, locale) };
}

// The shared chart kit: axes with headroom, whole steps for counts, an empty state when all is 0.

/** Requests, approvals and rejections per month. */
export function TrendsChart({ trends }: { trends: AnalyticsData['trends'] }) {
  const { t, month } = useAnalyticsWords();
  return (
    <TrendChart
      data={[...trends]}
      xKey="month"
      formatX={month}
      integer
      label={t('charts.trends')}
      series={[
        { key: 'requests', label: t('charts.requests'), color: 'blue.solid' },
        { key: 'approvals', label: t('charts.approvals'), color: 'green.solid' },
        { key: 'rejections', label: t('charts.rejections'), color: 'red.solid' },
      ]}
    />
  );
}

/** Approved PTO and sickness days per month. */
export function LeaveDaysChart({ trends }: { trends: AnalyticsData['trends'] }) {
  const { t, month } = useAnalyticsWords();
  return (
    <TrendChart
      kind="bar"
      data={[...trends]}
      xKey="month"
      formatX={month}
      label={t('charts.leaveDays')}
      series={[
        { key: 'ptoDays', label: t('charts.ptoDays'), color: 'teal.solid', stackId: 'days' },
        { key: 'sicknessDays', label: t('charts.sicknessDays'), color: 'orange.solid', stackId: 'days' },
      ]}
    />
  );
}

/** Requests and PTO days per person for each department. */
export function DepartmentsChart({ departments }: { departments: AnalyticsData['departments'] }) {
  const { t } = useAnalyticsWords();
  return (
    <ComparisonBarChart
      data={[...departments]}
      categoryKey="department"
      label={t('charts.departments')}
      series={[
        { key: 'totalRequests', label: t('charts.requests'), color: 'blue.solid' },
        { key: 'avgPTOUsed', label: t('charts.ptoPerPerson'), color: 'teal.solid' },
      ]}
    />
  );
}

/** Predicted PTO days next month for each department. */
export function PredictionsChart({ predictions }: { predictions: AnalyticsData['predictions'] }) {
  const { t } = useAnalyticsWords();
  return (
    <ComparisonBarChart
      data={[...predictions]}
      categoryKey="department"
      label={t('charts.predictions')}
      series={[{ key: 'predictedPTOUsage', label: t('charts.predictedPto'), color: 'purple.solid' }]}
    />
  );
}
