import { describe, expect, it } from 'vitest';
import { averageProcessingHours, insights, monthsBetween, percent } from './reportStats';

describe('report statistics', () => {
  it('computes percentages to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBe(0);
  });

  it('averages the hours from submission to decision', () => {
    expect(
      averageProcessingHours([
        { createdAt: '2026-03-01T00:00:00Z', approvedAt: '2026-03-02T00:00:00Z' },
        { createdAt: '2026-03-01T00:00:00Z', rejectedAt: '2026-03-01T12:00:00Z' },
        { createdAt: '2026-03-01T00:00:00Z' },
      ]),
    ).toBe(18);
    expect(averageProcessingHours([])).toBeNull();
  });

  it('raises the spec insights against their thresholds', () => {
    expect(insights({ total: 10, pending: 3, approved: 5, rejected: 2 }, 50).map((i) => i.kind)).toEqual(['low-approval', 'slow-processing', 'high-pending']);
    expect(insights({ total: 10, pending: 1, approved: 9, rejected: 0 }, 10).map((i) => i.kind)).toEqual(['excellent']);
    expect(insights({ total: 0, pending: 0, approved: 0, rejected: 0 }, null)).toEqual([]);
  });

  it('splits a range into clipped calendar months', () => {
    expect(monthsBetween('2026-01-20', '2026-03-05').map((m) => [m.from, m.to])).toEqual([
      ['2026-01-20', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-05'],
    ]);
  });
});
