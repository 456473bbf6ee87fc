import { describe, expect, it } from 'vitest';
import { monthLabel } from './reportStats';

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'de-DE')).toBe('März 2026');
    expect(monthLabel('2026-02', 'fr-FR')).toBe('févr. 2026');
  });
});
