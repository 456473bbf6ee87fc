import { ComparisonBarChart } from '../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../components/charts/TrendChart';
import type { AnalyticsData } from './analyticsReport';
import { monthLabel } from './analyticsReport';

// The shared chart kit: axes with headroom, whole steps for counts, an empty state when all is 0.

/** Requests, approvals and rejections per month. */
export function TrendsChart({ trends }: { trends: AnalyticsData['trends'] }) {
  return (
    <TrendChart
      data={[...trends]}
      xKey="month"
      formatX={monthLabel}
      integer
      label="Monthly requests, approvals and rejections"
      series={[
        { key: 'requests', label: 'Requests', color: 'blue.solid' },
        { key: 'approvals', label: 'Approvals', color: 'green.solid' },
        { key: 'rejections', label: 'Rejections', color: 'red.solid' },
      ]}
    />
  );
}

/** Approved PTO and sickness days per month. */
export function LeaveDaysChart({ trends }: { trends: AnalyticsData['trends'] }) {
  return (
    <TrendChart
      kind="bar"
      data={[...trends]}
      xKey="month"
      formatX={monthLabel}
      label="Approved PTO and sickness days per month"
      series={[
        { key: 'ptoDays', label: 'PTO days', color: 'teal.solid', stackId: 'days' },
        { key: 'sicknessDays', label: 'Sickness days', color: 'orange.solid', stackId: 'days' },
      ]}
    />
  );
}

/** Requests and PTO days per person for each department. */
export function DepartmentsChart({ departments }: { departments: AnalyticsData['departments'] }) {
  return (
    <ComparisonBarChart
      data={[...departments]}
      categoryKey="department"
      label="Requests and PTO days per person by department"
      series={[
        { key: 'totalRequests', label: 'Requests', color: 'blue.solid' },
        { key: 'avgPTOUsed', label: 'PTO days per person', color: 'teal.solid' },
      ]}
    />
  );
}

/** Predicted PTO days next month for each department. */
export function PredictionsChart({ predictions }: { predictions: AnalyticsData['predictions'] }) {
  return (
    <ComparisonBarChart
      data={[...predictions]}
      categoryKey="department"
      label="Predicted PTO days next month by department"
      series={[{ key: 'predictedPTOUsage', label: 'Predicted PTO days', color: 'purple.solid' }]}
    />
  );
}
