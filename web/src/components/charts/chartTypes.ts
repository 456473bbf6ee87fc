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
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
