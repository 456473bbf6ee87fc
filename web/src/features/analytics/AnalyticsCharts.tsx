import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsData } from './analyticsReport';
import { monthLabel } from './analyticsReport';

/** Requests, approvals and rejections per month, with approved PTO and sickness days. */
export function TrendsChart({ trends }: { trends: AnalyticsData['trends'] }) {
  const chart = useChart({
    data: trends.map((t) => ({ ...t, label: monthLabel(t.month) })),
    series: [
      { name: 'requests', color: 'blue.solid', label: 'Requests' },
      { name: 'approvals', color: 'green.solid', label: 'Approvals' },
      { name: 'rejections', color: 'red.solid', label: 'Rejections' },
    ],
  });
  return (
    <Chart.Root chart={chart} maxH="xs" aria-label="Monthly requests, approvals and rejections" role="img">
      <LineChart responsive data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
        <YAxis tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}

/** Approved PTO and sickness days per month. */
export function LeaveDaysChart({ trends }: { trends: AnalyticsData['trends'] }) {
  const chart = useChart({
    data: trends.map((t) => ({ ...t, label: monthLabel(t.month) })),
    series: [
      { name: 'ptoDays', color: 'teal.solid', label: 'PTO days', stackId: 'days' },
      { name: 'sicknessDays', color: 'orange.solid', label: 'Sickness days', stackId: 'days' },
    ],
  });
  return (
    <Chart.Root chart={chart} maxH="xs" aria-label="Approved PTO and sickness days per month" role="img">
      <BarChart responsive data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
        <YAxis tickLine={false} axisLine={false} />
        <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Requests and PTO days per person for each department. */
export function DepartmentsChart({ departments }: { departments: AnalyticsData['departments'] }) {
  const chart = useChart({
    data: departments.map((d) => ({ ...d })),
    series: [
      { name: 'totalRequests', color: 'blue.solid', label: 'Requests' },
      { name: 'avgPTOUsed', color: 'teal.solid', label: 'PTO days per person' },
    ],
  });
  return (
    <Chart.Root chart={chart} maxH="xs" aria-label="Requests and PTO days per person by department" role="img">
      <BarChart responsive data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('department')}
          tickLine={false}
          axisLine={false}
          interval={0}
          fontSize={11}
          angle={-30}
          textAnchor="end"
          height={70}
        />
        <YAxis tickLine={false} axisLine={false} />
        <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Predicted PTO days next month against each department's remaining PTO. */
export function PredictionsChart({ predictions }: { predictions: AnalyticsData['predictions'] }) {
  const chart = useChart({
    data: predictions.map((p) => ({ ...p })),
    series: [{ name: 'predictedPTOUsage', color: 'purple.solid', label: 'Predicted PTO days' }],
  });
  return (
    <Chart.Root chart={chart} maxH="2xs" aria-label="Predicted PTO days next month by department" role="img">
      <BarChart responsive data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('department')}
          tickLine={false}
          axisLine={false}
          interval={0}
          fontSize={11}
          angle={-30}
          textAnchor="end"
          height={70}
        />
        <YAxis tickLine={false} axisLine={false} />
        <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
