import { numberFormat } from '../../i18n/intl';
/** One plotted quantity of a chart: the row field it reads, its legend label and a Chakra colour token. */
export interface ChartSeries<Row> {
  key: Extract<keyof Row, string>;
  label: string;
  /** A colour token such as `blue.solid`. */
  color: string;
  /** Bars sharing a stack id are stacked. */
  stackId?: string;
}

/** A number as charts print it: at most two decimals, thousands grouped. */
export const formatChartNumber = (value: number): string =>
  numberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** The value axis of a chart: from 0 to a round value above the largest, and the ticks on the way. */
export interface ValueAxis {
  max: number;
  ticks: number[];
}

/** The largest value a chart draws: each row's stacked series summed, the others on their own. */
function largest<Row>(data: readonly Row[], series: readonly ChartSeries<Row>[]): number {
  let top = 0;
  for (const row of data) {
    const stacks = new Map<string, number>();
    for (const item of series) {
      const value = Number(row[item.key]) || 0;
      const stack = item.stackId ?? `own:${item.key}`;
      stacks.set(stack, (stacks.get(stack) ?? 0) + Math.max(0, value));
    }
    for (const total of stacks.values()) top = Math.max(top, total);
  }
  return top;
}

/**
 * An axis with headroom (the tallest bar or point stays below the top) on steps of 1, 2 or 5 times a
 * power of ten, about five of them; whole steps for counts (no "0.5 requests").
 */
export function valueAxis<Row>(
  data: readonly Row[],
  series: readonly ChartSeries<Row>[],
  { integer = false, atLeast = 0 }: { integer?: boolean; atLeast?: number } = {},
): ValueAxis {
  const top = Math.max(largest(data, series), atLeast) * 1.1;
  if (top === 0) return { max: 1, ticks: [0, 1] };
  const rough = top / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  if (integer) step = Math.max(1, Math.ceil(step));
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(10)));
  return { max: ticks[ticks.length - 1], ticks };
}

/** Whether every figure the chart would draw is zero (or missing): it shows an empty state instead. */
export const allZero = <Row>(data: readonly Row[], series: readonly ChartSeries<Row>[]): boolean =>
  largest(data, series) === 0;
