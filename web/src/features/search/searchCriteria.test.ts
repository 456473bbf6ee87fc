import { describe, expect, it } from 'vitest';
import { advancedCount, EMPTY_FORM, fromCriteria, toCriteria } from './searchCriteria';

describe('search criteria', () => {
  it('leaves out empty fields and the default 0-365 day range', () => {
    expect(toCriteria(EMPTY_FORM)).toEqual({
      text: null,
      types: null,
      statuses: null,
      from: null,
      to: null,
      departments: null,
      roles: null,
      minDays: null,
      maxDays: null,
      hasNotes: null,
      sortField: 'CREATED_AT',
      sortDirection: 'DESC',
    });
    expect(advancedCount(EMPTY_FORM)).toBe(0);
  });

  it('round-trips a saved search through the form', () => {
    const form = {
      ...EMPTY_FORM,
      text: ' wedding ',
      type: 'pto',
      statuses: ['APPROVED' as const],
      minDays: '2',
      hasNotes: 'yes',
      sortField: 'DAYS' as const,
    };
    const criteria = toCriteria(form);
    expect(criteria).toMatchObject({ text: 'wedding', types: ['pto'], minDays: 2, maxDays: null, hasNotes: true });
    expect(advancedCount(form)).toBe(3);
    const back = fromCriteria({
      text: 'wedding',
      types: ['pto'],
      statuses: ['APPROVED'],
      departments: [],
      roles: [],
      minDays: 2,
      hasNotes: true,
      sortField: 'DAYS',
      sortDirection: 'DESC',
    });
    expect(back).toEqual({ ...form, text: 'wedding' });
  });
});
