import { describe, expect, it } from 'vitest';
import { cellEntries, covers, isWeekend, monthGrid } from './calendar';

describe('monthGrid', () => {
  it('has 42 cells starting on the Sunday on or before the first', () => {
    const cells = monthGrid(2026, 2); // March 2026 starts on a Sunday
    expect(cells).toHaveLength(42);
    expect(cells[0]).toEqual({ date: '2026-03-01', inMonth: true });
    expect(cells[41]).toEqual({ date: '2026-04-11', inMonth: false });
  });

  it('starts in the previous month when the first is not a Sunday', () => {
    const cells = monthGrid(2026, 0); // 1 January 2026 is a Thursday
    expect(cells[0]).toEqual({ date: '2025-12-28', inMonth: false });
    expect(cells[4]).toEqual({ date: '2026-01-01', inMonth: true });
    expect(new Date(2025, 11, 28).getDay()).toBe(0);
  });

  it('every row starts on a Sunday', () => {
    const cells = monthGrid(2024, 1);
    for (let row = 0; row < 6; row++) {
      const [y, m, d] = cells[row * 7].date.split('-').map(Number);
      expect(new Date(y, m - 1, d).getDay()).toBe(0);
    }
  });
});

describe('monthGrid with a week starting on Monday', () => {
  it('starts on the Monday on or before the first, every row a Monday', () => {
    const cells = monthGrid(2026, 2, 1); // 1 March 2026 is a Sunday
    expect(cells[0]).toEqual({ date: '2026-02-23', inMonth: false });
    expect(cells[6]).toEqual({ date: '2026-03-01', inMonth: true });
    for (let row = 0; row < 6; row++) {
      const [y, m, d] = cells[row * 7].date.split('-').map(Number);
      expect(new Date(y, m - 1, d).getDay()).toBe(1);
    }
  });

  it('starts on the first itself when the first is a Monday', () => {
    expect(monthGrid(2026, 5, 1)[0]).toEqual({ date: '2026-06-01', inMonth: true }); // 1 June 2026
  });
});

describe('cellEntries', () => {
  it('shows two entries and counts the rest', () => {
    expect(cellEntries(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(cellEntries(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('covers', () => {
  it('includes both ends', () => {
    expect(covers('2026-03-02', '2026-03-04', '2026-03-02')).toBe(true);
    expect(covers('2026-03-02', '2026-03-04', '2026-03-04')).toBe(true);
    expect(covers('2026-03-02', '2026-03-04', '2026-03-05')).toBe(false);
  });
});

describe('isWeekend', () => {
  it('is Saturday and Sunday only', () => {
    // 2026-03-01 is a Sunday.
    expect(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-06'].map(isWeekend)).toEqual([true, true, false, false]);
  });
});
