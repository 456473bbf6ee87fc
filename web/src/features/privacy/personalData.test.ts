import { describe, expect, it } from 'vitest';
import { hasLeft, sameName } from './personalData';

describe('sameName', () => {
  it('ignores case and extra spaces, nothing else', () => {
    expect(sameName('  ingrid   QUISTORP ', 'Ingrid Quistorp')).toBe(true);
    expect(sameName('Ingrid', 'Ingrid Quistorp')).toBe(false);
    expect(sameName('', 'Ingrid Quistorp')).toBe(false);
  });
});

describe('hasLeft', () => {
  it('counts the deactivated and those whose last day is before today', () => {
    expect(hasLeft({ isActive: false, employmentEndDate: null }, '2026-11-26')).toBe(true);
    expect(hasLeft({ isActive: true, employmentEndDate: '2026-11-25' }, '2026-11-26')).toBe(true);
    expect(hasLeft({ isActive: true, employmentEndDate: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(hasLeft({ isActive: true, employmentEndDate: null }, '2026-11-26')).toBe(false);
  });
});
