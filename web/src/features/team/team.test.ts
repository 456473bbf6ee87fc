import { describe, expect, it } from 'vitest';
import { matchesSearch, ptoAlert } from './team';

describe('ptoAlert', () => {
  it('flags 3 or fewer days as low and 5 or fewer as a warning', () => {
    expect(ptoAlert(0)).toBe('critical');
    expect(ptoAlert(3)).toBe('critical');
    expect(ptoAlert(3.5)).toBe('warning');
    expect(ptoAlert(5)).toBe('warning');
    expect(ptoAlert(5.5)).toBeNull();
    expect(ptoAlert(undefined)).toBeNull();
  });
});

describe('matchesSearch', () => {
  const member = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', jobTitle: 'Engineer' };
  it('matches names, email and job title regardless of case', () => {
    expect(matchesSearch(member, 'ada')).toBe(true);
    expect(matchesSearch(member, 'LOVE')).toBe(true);
    expect(matchesSearch(member, 'example.com')).toBe(true);
    expect(matchesSearch(member, 'engin')).toBe(true);
    expect(matchesSearch(member, 'designer')).toBe(false);
    expect(matchesSearch(member, '  ')).toBe(true);
  });
});
