import { Chart, useChart } from '@chakra-ui/charts';
import { Box, type BoxProps } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../EmptyState';
import { allZero, formatChartNumber, valueAxis, type ChartSeries } from './chartTypes';
import { useTranslation } from '../../i18n';

export interface TrendChartProps<Row> {
  /** Rows in the order they are plotted (oldest first for time series). */
  data: Row[];
  /** The row field on the horizontal axis, e.g. `month`. */
  xKey: Extract<keyof Row, string>;
  series: ChartSeries<Row>[];
  /** Lines for rates and counts over time, bars for amounts. */
  kind?: 'line' | 'bar';
  /** What the chart shows, read to screen readers (the same figures are in a table or list nearby). */
  label: string;
  /** Formats the horizontal axis ticks, e.g. `2026-03` → `Mar`. */
  formatX?: (value: string) => string;
  formatValue?: (value: number) => string;
  height?: BoxProps['h'];
  /** Counts (requests, people): whole steps on the value axis. */
  integer?: boolean;
  /** What the empty state says when every figure is 0. */
  emptyText?: string;
}

/**
 * Values over an ordered axis (months, days): lines or (stacked) bars, one per series, with a legend
 * and a tooltip, on an axis with headroom (whole steps for counts), or an empty state when every figure
 * is 0. Built on @chakra-ui/charts and recharts; the chart fills its container's width.
 */
export function TrendChart<Row>({
  data,
  xKey,
  series,
  kind = 'line',
  label,
  formatX,
  formatValue = formatChartNumber,
  height = '64',
  integer = false,
  emptyText,
}: TrendChartProps<Row>) {
  const { t } = useTranslation();
  // Recharts reads fields by name; the rows' own type is the caller's business.
  const chart = useChart<Record<string, unknown>>({
    data: data as Record<string, unknown>[],
    series: series.map((item) => ({ name: item.key, label: item.label, color: item.color, stackId: item.stackId })),
  });
  if (allZero(data, series))
    return <EmptyState title={t('charts.empty')} description={emptyText ?? t('charts.allZeroInPeriod')} />;
  const axis = valueAxis(data, series, { integer });
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis
        dataKey={xKey}
        tickLine={false}
        stroke={chart.color('border')}
        tickFormatter={formatX}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis
        tickLine={false}
        axisLine={false}
        stroke={chart.color('border')}
        tickFormatter={formatValue}
        width={40}
        domain={[0, axis.max]}
        ticks={axis.ticks}
        allowDecimals={!integer}
      />
      <Tooltip
        cursor={kind === 'bar' ? { fill: chart.color('bg.muted') } : false}
        animationDuration={100}
        content={<Chart.Tooltip formatter={(value: number) => formatValue(value)} />}
        labelFormatter={formatX ? (value) => formatX(String(value)) : undefined}
      />
      <Legend content={<Chart.Legend />} />
    </>
  );
  return (
    <Box as="figure" m="0" aria-label={label}>
      <Chart.Root chart={chart} h={height} aspectRatio="auto">
        {kind === 'bar' ? (
          <BarChart data={chart.data} responsive margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {axes}
            {chart.series.map((item) => (
              <Bar
                key={String(item.name)}
                isAnimationActive={false}
                dataKey={String(item.name)}
                name={String(item.label)}
                fill={chart.color(item.color)}
                stackId={item.stackId}
                radius={item.stackId ? 0 : [3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart data={chart.data} responsive margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {axes}
            {chart.series.map((item) => (
              <Line
                key={String(item.name)}
                isAnimationActive={false}
                type="linear"
                dataKey={String(item.name)}
                name={String(item.label)}
                stroke={chart.color(item.color)}
                fill={chart.color(item.color)}
                strokeWidth={2}
                dot={{ r: 2 }}
              />
            ))}
          </LineChart>
        )}
      </Chart.Root>
    </Box>
  );
}
