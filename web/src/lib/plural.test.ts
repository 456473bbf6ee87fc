import { describe, expect, it } from 'vitest';
import { dayCount, plural } from './plural';

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'member')).toBe('1 member');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });

  it('writes day counts with half days', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(0.5)).toBe('0.5 days');
    expect(dayCount(2)).toBe('2 days');
  });
});
