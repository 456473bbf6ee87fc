import { describe, expect, it } from 'vitest';
import { KIND_FILTERS, KIND_LABELS, signedDays } from './ledgerLabels';

describe('ledger labels', () => {
  it('signs days with a plus or a real minus sign', () => {
    expect(signedDays(2.5)).toBe('+2.5 days');
    expect(signedDays(-1)).toBe('−1 day');
    expect(signedDays(0)).toBe('0 days');
  });

  it('puts every kind of entry in exactly one filter group', () => {
    const grouped = KIND_FILTERS.flatMap((filter) => filter.kinds ?? []);
    expect(grouped.sort()).toEqual(Object.keys(KIND_LABELS).sort());
  });
});
