import { BarSegment, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';

export interface Segment {
  name: string;
  value: number;
  /** A colour token such as `green.solid`. */
  color: string;
}

/**
 * Parts of a whole as one bar (e.g. approved, pending and rejected requests), with a legend giving
 * each part's value and percentage.
 */
export function SegmentedBar({
  segments,
  label,
  formatValue,
}: {
  segments: Segment[];
  /** What the bar shows, read to screen readers. */
  label: string;
  /** Shows each part's value so formatted instead of its percentage of the whole. */
  formatValue?: (value: number) => string;
}) {
  const shown = segments.filter((segment) => segment.value > 0);
  const chart = useChart({ data: shown.length ? shown : [{ name: 'None', value: 1, color: 'bg.emphasized' }] });
  return (
    <Box as="figure" m="0" aria-label={label}>
      <BarSegment.Root chart={chart} barSize="4" gap="3">
        <BarSegment.Content>
          <BarSegment.Bar />
        </BarSegment.Content>
        {shown.length > 0 && (
          <BarSegment.Legend
            showPercent={!formatValue}
            showValue={Boolean(formatValue)}
            valueFormatter={formatValue}
            gap="4"
            flexWrap="wrap"
          />
        )}
      </BarSegment.Root>
    </Box>
  );
}
