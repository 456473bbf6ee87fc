import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../EmptyState';
import { allZero, formatChartNumber, valueAxis, type ChartSeries } from './chartTypes';
import { useTranslation } from '../../i18n';

export interface ComparisonBarChartProps<Row> {
  data: Row[];
  /** The row field naming each compared item (department, action, approver). */
  categoryKey: Extract<keyof Row, string>;
  series: ChartSeries<Row>[];
  /** What the chart compares, read to screen readers (the same figures are in a table or list nearby). */
  label: string;
  formatValue?: (value: number) => string;
  /** A target drawn as a dashed line across the bars (e.g. an 80% approval rate). */
  reference?: { value: number; label: string };
  /** Room for the category names, in pixels. */
  categoryWidth?: number;
  /** Counts (requests, people): whole steps on the value axis. */
  integer?: boolean;
  /** What the empty state says when every figure is 0. */
  emptyText?: string;
}

const ROW_HEIGHT = 34;

/** The reference line's label, above its top end. */
const referenceLabel = (value: string, chart: { color: (token: string) => string }) => ({
  value,
  position: 'top' as const,
  fill: chart.color('fg.muted'),
  fontSize: 11,
});
/**
 * Items side by side: one horizontal bar per item and series, names on the left so long names stay
 * readable on a phone, on an axis with headroom (whole steps for counts), or an empty state when every
 * figure is 0. The chart grows with the number of items.
 */
export function ComparisonBarChart<Row>({
  data,
  categoryKey,
  series,
  label,
  formatValue = formatChartNumber,
  reference,
  categoryWidth = 110,
  integer = false,
  emptyText,
}: ComparisonBarChartProps<Row>) {
  const { t } = useTranslation();
  // Recharts reads fields by name; the rows' own type is the caller's business.
  const chart = useChart<Record<string, unknown>>({
    data: data as Record<string, unknown>[],
    series: series.map((item) => ({ name: item.key, label: item.label, color: item.color, stackId: item.stackId })),
  });
  if (allZero(data, series))
    return <EmptyState title={t('charts.empty')} description={emptyText ?? t('charts.allZero')} />;
  const axis = valueAxis(data, series, { integer, atLeast: reference?.value });
  const stacked = series.some((item) => item.stackId);
  const perRow = stacked ? ROW_HEIGHT : Math.max(ROW_HEIGHT, 16 * series.length + 12);
  const height = Math.max(160, data.length * perRow + 70);
  return (
    <Box as="figure" m="0" aria-label={label}>
      <Chart.Root chart={chart} h={`${height}px`} aspectRatio="auto">
        <BarChart
          data={chart.data}
          layout="vertical"
          responsive
          margin={{ top: 4, right: 16, left: 0, bottom: 0 }}
          barCategoryGap="20%"
        >
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis
            type="number"
            tickLine={false}
            axisLine={false}
            tickFormatter={formatValue}
            domain={[0, axis.max]}
            ticks={axis.ticks}
            allowDecimals={!integer}
          />
          <YAxis
            type="category"
            dataKey={categoryKey}
            width={categoryWidth}
            tickLine={false}
            stroke={chart.color('border')}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip formatter={(value: number) => formatValue(value)} />}
          />
          <Legend content={<Chart.Legend />} />
          {reference && (
            <ReferenceLine
              x={reference.value}
              stroke={chart.color('fg.muted')}
              strokeDasharray="4 4"
              label={referenceLabel(reference.label, chart)}
            />
          )}
          {chart.series.map((item) => (
            <Bar
              key={String(item.name)}
              isAnimationActive={false}
              dataKey={String(item.name)}
              name={String(item.label)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
              radius={item.stackId ? 0 : [0, 3, 3, 0]}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
