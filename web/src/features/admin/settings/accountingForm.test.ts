import { describe, expect, it } from 'vitest';
import { accountingInput, isMonthDay, type AccountingForm } from './accountingForm';

const form: AccountingForm = {
  ptoAccrualType: 'MONTHLY',
  sicknessAccrualType: 'YEARLY',
  allowCarryover: true,
  maxCarryoverDays: '5',
  carryoverExpiryMonthDay: '03-31',
  escalationDelay: '24',
  minimumStaffingCount: '2',
  minimumStaffingPercent: '50',
  staffingHardBlock: false,
};

describe('accounting settings form', () => {
  it('turns the form into the mutation input, empty expiry meaning none and non-numbers 0', () => {
    expect(accountingInput(form)).toEqual({
      input: { ...form, maxCarryoverDays: 5, escalationDelay: 24, minimumStaffingCount: 2, minimumStaffingPercent: 50 },
    });
    const cleared = accountingInput({ ...form, carryoverExpiryMonthDay: ' ', minimumStaffingCount: 'abc' });
    expect(cleared).toMatchObject({ input: { carryoverExpiryMonthDay: null, minimumStaffingCount: 0 } });
  });

  it('names the first value out of range', () => {
    expect(accountingInput({ ...form, maxCarryoverDays: '2.3' })).toEqual({
      error: 'Most days carried over must be between 0 and 365, in steps of 0.5',
    });
    expect(accountingInput({ ...form, escalationDelay: '200' })).toHaveProperty('error');
    expect(accountingInput({ ...form, minimumStaffingPercent: '101' })).toHaveProperty('error');
    expect(accountingInput({ ...form, carryoverExpiryMonthDay: '02-30' })).toEqual({
      error: 'Carry-over expiry must be a month and day such as 03-31',
    });
  });

  it('accepts real month-days only', () => {
    expect(isMonthDay('12-31')).toBe(true);
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('13-01')).toBe(false);
    expect(isMonthDay('3-31')).toBe(false);
  });
});
