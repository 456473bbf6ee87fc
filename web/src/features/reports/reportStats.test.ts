import { describe, expect, it } from 'vitest';
import { monthLabel } from './reportStats';

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});
