import { describe, expect, it } from 'vitest';
import type { PtoSettingsPage_PolicyFragment } from '../../../__generated__/graphql';
import { formOf, inputOf, isDirty, numberOf, validatePolicyForm } from './policyForm';
import { addBlackoutDate, addBlackoutRange, addDepartmentOverride, addRoleOverride } from './policyLists';

const settings: PtoSettingsPage_PolicyFragment = {
  defaultPtoDays: 25,
  defaultSicknessDays: 10,
  defaultOtherDays: 5,
  ptoAccrualType: 'YEARLY',
  sicknessAccrualType: 'YEARLY',
  ptoAccrualRate: 25,
  sicknessAccrualRate: 10,
  allowCarryover: true,
  maxCarryoverDays: 5,
  allowNegativeBalance: false,
  requireManagerApproval: true,
  autoApprovalDelay: 30,
  blackoutDates: [],
  blackoutDateRanges: [],
  departmentOverrides: [],
  roleOverrides: [],
  notifyOnSubmission: true,
  notifyOnApproval: true,
  notifyOnRejection: true,
  escalationDelay: 24,
  dayCounting: 'CALENDAR_DAYS',
  carryoverExpiryMonthDay: null,
  minimumStaffingCount: 0,
  minimumStaffingPercent: 0,
  staffingHardBlock: false,
  updatedAt: null,
};

describe('the policy form', () => {
  it('carries the carry-over expiry and the staffing minimums, empty expiry meaning none', () => {
    const form = { ...formOf(settings), carryoverExpiryMonthDay: ' 03-31 ', minimumStaffingCount: '2' };
    expect(inputOf(form)).toMatchObject({ carryoverExpiryMonthDay: '03-31', minimumStaffingCount: 2 });
    expect(inputOf(formOf(settings)).carryoverExpiryMonthDay).toBeNull();
    expect(validatePolicyForm({ ...form, carryoverExpiryMonthDay: '02-30' })).toEqual({
      carryoverExpiryMonthDay: 'Carry-over expiry must be a month and day such as 03-31',
    });
    expect(validatePolicyForm({ ...form, minimumStaffingPercent: '101' })).toEqual({
      minimumStaffingPercent: 'Share of a team that must be present must be between 0 and 100 %',
    });
  });

  it('round-trips the saved settings into the mutation input', () => {
    const input = inputOf(formOf(settings));
    expect(input.defaultPtoDays).toBe(25);
    expect(input.autoApprovalDelay).toBe(30);
    expect(input.dayCounting).toBe('CALENDAR_DAYS');
    expect(input).not.toHaveProperty('updatedAt');
  });

  it('turns non-numeric input into 0 (spec §5)', () => {
    expect(numberOf('abc')).toBe(0);
    expect(numberOf('')).toBe(0);
    expect(numberOf(' 12.5 ')).toBe(12.5);
  });

  it('checks the spec ranges', () => {
    const form = { ...formOf(settings), defaultPtoDays: '366', autoApprovalDelay: '86401', escalationDelay: '2.5' };
    expect(validatePolicyForm(form)).toEqual({
      defaultPtoDays: 'Default PTO days must be between 0 and 365 days',
      autoApprovalDelay: 'Auto-approval delay must be between 0 and 86400 seconds',
      escalationDelay: 'Escalation delay must be a whole number',
    });
    expect(validatePolicyForm({ ...formOf(settings), ptoAccrualRate: '2.25' })).toEqual({
      ptoAccrualRate: 'PTO accrual rate must be in steps of 0.5',
    });
    expect(validatePolicyForm(formOf(settings))).toEqual({});
  });

  it('knows when there is something to save', () => {
    const saved = formOf(settings);
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, defaultPtoDays: '25.0' }, saved)).toBe(false);
    expect(isDirty({ ...saved, defaultPtoDays: '30' }, saved)).toBe(true);
  });
});

describe('the policy lists', () => {
  it('adds blackout dates once, sorted', () => {
    expect(addBlackoutDate(['2026-12-24'], '2026-12-01')).toEqual({ list: ['2026-12-01', '2026-12-24'] });
    expect(addBlackoutDate(['2026-12-24'], '2026-12-24')).toEqual({ error: 'This date is already a blackout date' });
    expect(addBlackoutDate([], '')).toEqual({ error: 'Please choose a date' });
  });

  it('needs start, end and reason for a range (spec §5)', () => {
    expect(addBlackoutRange([], { start: '2026-12-20', end: '', reason: 'Close' })).toEqual({
      error: 'Please fill in all fields',
    });
    expect(addBlackoutRange([], { start: '2026-12-20', end: '2026-12-01', reason: 'Close' })).toEqual({
      error: 'Start date cannot be after end date',
    });
    expect(addBlackoutRange([], { start: '2026-12-20', end: '2026-12-31', reason: ' Close ' })).toEqual({
      list: [{ start: '2026-12-20', end: '2026-12-31', reason: 'Close' }],
    });
  });

  it('needs a department or a role for an override (spec §5), once each', () => {
    const days = { ptoDays: 30, sicknessDays: 10, otherDays: 5 };
    expect(addDepartmentOverride([], { department: '', ...days })).toEqual({ error: 'Please select a department' });
    expect(addRoleOverride([], { role: ' ', ...days })).toEqual({ error: 'Please enter a role' });
    const existing = [{ department: 'Sales', ...days }];
    expect(addDepartmentOverride(existing, { department: 'sales', ...days })).toHaveProperty('error');
    expect(addRoleOverride([], { role: 'manager', ...days, ptoDays: 400 })).toEqual({
      error: 'Days must be between 0 and 365, in steps of 0.5',
    });
    expect(addRoleOverride([], { role: 'manager', ...days })).toEqual({ list: [{ role: 'manager', ...days }] });
  });
});
