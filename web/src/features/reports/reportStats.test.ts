import { describe, expect, it } from 'vitest';
import { insights, monthLabel } from './reportStats';

const base = {
  totalRequests: 10,
  approvalRate: 90,
  pendingRate: 10,
  averageProcessingTime: 12,
  processingTargetHours: 48,
};

describe('insights', () => {
  it('raises the spec insights against their thresholds', () => {
    expect(
      insights({ ...base, approvalRate: 50, averageProcessingTime: 50, pendingRate: 30 }).map((i) => i.kind),
    ).toEqual(['low-approval', 'slow-processing', 'high-pending']);
  });

  it('reports excellent performance when every figure is within target', () => {
    expect(insights(base).map((i) => i.kind)).toEqual(['excellent']);
    expect(
      insights({ ...base, approvalRate: 80, pendingRate: 20, averageProcessingTime: 48 }).map((i) => i.kind),
    ).toEqual(['excellent']);
  });

  it('says nothing without requests, and ignores a missing processing time', () => {
    expect(insights({ ...base, totalRequests: 0 })).toEqual([]);
    expect(insights({ ...base, averageProcessingTime: null }).map((i) => i.kind)).toEqual(['excellent']);
  });
});

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});
