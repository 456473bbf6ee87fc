import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../shared/translate';
import { translateIn } from '../shared/translateIn';
import {
  balanceStatusOf,
  balanceYears,
  draftAvailable,
  validateAllowanceDraft as validateAllowanceIn,
  validateBalanceDraft as validateBalanceIn,
  type AllowanceDraft,
  type BalanceDraft,
} from './balanceEdit';

let en: Translate;
beforeAll(async () => {
  en = await translateIn('en', 'admin-balances');
});
const validateBalanceDraft = (draft: BalanceDraft) => validateBalanceIn(draft, en);
const validateAllowanceDraft = (draft: AllowanceDraft, removing?: boolean) => validateAllowanceIn(draft, en, removing);

describe('balance editing', () => {
  it('classifies available days as the spec does (exhausted ≤ 0, low ≤ 5, good above)', () => {
    expect(balanceStatusOf(0)).toBe('EXHAUSTED');
    expect(balanceStatusOf(-1)).toBe('EXHAUSTED');
    expect(balanceStatusOf(5)).toBe('LOW');
    expect(balanceStatusOf(5.5)).toBe('GOOD');
  });

  it('offers this year and the 4 before', () => {
    expect(balanceYears(new Date(2026, 5, 1))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('computes the available figure while editing', () => {
    expect(draftAvailable({ totalDays: '25', usedDays: '3.5', reason: '' }, 2)).toBe(19.5);
    expect(draftAvailable({ totalDays: '', usedDays: '3', reason: '' }, 0)).toBeNull();
  });

  it('needs figures in range and a reason', () => {
    expect(validateBalanceDraft({ totalDays: '1001', usedDays: '1.005', reason: ' ' })).toEqual({
      totalDays: 'Total days must be between 0 and 1000',
      usedDays: 'Used days may have at most two decimals',
      reason: 'Please give a reason for this change',
    });
    expect(validateBalanceDraft({ totalDays: '20', usedDays: '0', reason: 'Joined mid-year' })).toEqual({});
  });

  it("says what is wrong in the screen's language", async () => {
    const fr = await translateIn('fr', 'admin-balances');
    expect(validateBalanceIn({ totalDays: '', usedDays: '-1', reason: '' }, fr)).toEqual({
      totalDays: 'Le total de jours est obligatoire',
      usedDays: 'Les jours pris doivent être compris entre 0 et 1000',
      reason: 'Veuillez indiquer le motif de cette modification',
    });
  });
});

describe('validateAllowanceDraft', () => {
  it('takes 0 to 365 days in half days, with a reason', () => {
    expect(validateAllowanceDraft({ days: '27.5', reason: 'Four-day week' })).toEqual({});
    expect(validateAllowanceDraft({ days: '0', reason: 'Unpaid sabbatical' })).toEqual({});
    expect(validateAllowanceDraft({ days: '27.3', reason: 'x' }).days).toBe(
      'Enter between 0 and 365 days, in half days',
    );
    expect(validateAllowanceDraft({ days: '366', reason: 'x' }).days).toBe(
      'Enter between 0 and 365 days, in half days',
    );
    expect(validateAllowanceDraft({ days: '', reason: 'x' }).days).toBe('Days per year is required');
    expect(validateAllowanceDraft({ days: '20', reason: '  ' })).toEqual({
      reason: 'Please give a reason for this change',
    });
  });

  it('needs only a reason to remove an allowance', () => {
    expect(validateAllowanceDraft({ days: '', reason: 'Back to full time' }, true)).toEqual({});
    expect(validateAllowanceDraft({ days: '', reason: '' }, true)).toEqual({
      reason: 'Please give a reason for this change',
    });
  });
});
