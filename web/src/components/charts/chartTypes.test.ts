import { describe, expect, it } from 'vitest';
import { allZero, valueAxis } from './chartTypes';

type Row = { month: string; requests: number; pto: number; sickness: number };
const rows = (...values: [number, number, number][]): Row[] =>
  values.map(([requests, pto, sickness], i) => ({ month: `m${i}`, requests, pto, sickness }));

describe('valueAxis', () => {
  it('counts on whole steps, with room above the largest', () => {
    const axis = valueAxis(rows([3, 0, 0], [1, 0, 0]), [{ key: 'requests', label: 'Requests', color: 'blue.solid' }], {
      integer: true,
    });
    expect(axis.ticks.every(Number.isInteger)).toBe(true);
    expect(axis.max).toBeGreaterThan(3);
    expect(axis.ticks[0]).toBe(0);
  });

  it('sums stacked series, so the stack fits under the top', () => {
    const axis = valueAxis(rows([0, 12, 9], [0, 4, 1]), [
      { key: 'pto', label: 'PTO', color: 'teal.solid', stackId: 'days' },
      { key: 'sickness', label: 'Sickness', color: 'orange.solid', stackId: 'days' },
    ]);
    expect(axis.max).toBeGreaterThan(21);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
  });

  it('keeps fractional steps for amounts and never one that rounds to nothing', () => {
    const axis = valueAxis(rows([0, 0.5, 0]), [{ key: 'pto', label: 'PTO', color: 'teal.solid' }]);
    expect(axis.max).toBeGreaterThan(0.5);
    expect(new Set(axis.ticks).size).toBe(axis.ticks.length);
  });
});

describe('allZero', () => {
  it('is true only when there is nothing to draw', () => {
    const series = [{ key: 'requests' as const, label: 'Requests', color: 'blue.solid' }];
    expect(allZero(rows([0, 0, 0], [0, 5, 0]), series)).toBe(true);
    expect(allZero(rows([0, 0, 0], [2, 0, 0]), series)).toBe(false);
    expect(allZero([], series)).toBe(true);
  });
});
