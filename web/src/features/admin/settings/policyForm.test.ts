import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PtoSettingsPage_PolicyFragment } from '../../../__generated__/graphql';
import { i18n } from '../../../i18n';
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

let t: TFunction;
let de: TFunction;
beforeAll(async () => {
  await i18n.reloadResources(['en', 'de'], ['admin-settings']);
  t = i18n.getFixedT('en', 'admin-settings');
  de = i18n.getFixedT('de', 'admin-settings');
});

describe('the policy form', () => {
  it('carries the carry-over expiry and the staffing minimums, empty expiry meaning none', () => {
    const form = { ...formOf(settings), carryoverExpiryMonthDay: ' 03-31 ', minimumStaffingCount: '2' };
    expect(inputOf(form)).toMatchObject({ carryoverExpiryMonthDay: '03-31', minimumStaffingCount: 2 });
    expect(inputOf(formOf(settings)).carryoverExpiryMonthDay).toBeNull();
    expect(validatePolicyForm({ ...form, carryoverExpiryMonthDay: '02-30' }, t)).toEqual({
      carryoverExpiryMonthDay: 'Carry-over expiry must be a month and day such as 03-31',
    });
    expect(validatePolicyForm({ ...form, minimumStaffingPercent: '101' }, t)).toEqual({
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
    expect(validatePolicyForm(form, t)).toEqual({
      defaultPtoDays: 'Default PTO days must be between 0 and 365 days',
      autoApprovalDelay: 'Auto-approval delay must be between 0 and 86400 seconds',
      escalationDelay: 'Escalation delay must be a whole number',
    });
    expect(validatePolicyForm({ ...formOf(settings), ptoAccrualRate: '2.25' }, t)).toEqual({
      ptoAccrualRate: 'PTO accrual rate must be in steps of 0.5',
    });
    expect(validatePolicyForm(formOf(settings), t)).toEqual({});
  });

  it('says what is wrong in the language of the screen', async () => {
    // Numbers follow the screen's language, as the words do.
    await i18n.changeLanguage('de');
    const form = { ...formOf(settings), defaultPtoDays: '366', minimumStaffingPercent: '101', ptoAccrualRate: '2.25' };
    expect(validatePolicyForm(form, de)).toEqual({
      defaultPtoDays: 'Standard-Urlaubstage muss zwischen 0 und 365 Tagen liegen',
      minimumStaffingPercent: 'Mindestens anwesender Anteil eines Teams muss zwischen 0 und 100 % liegen',
      ptoAccrualRate: 'Urlaubsansammlung muss in Schritten von 0,5 angegeben werden',
    });
    expect(
      addRoleOverride(
        [{ role: 'manager', ptoDays: 1, sicknessDays: 1, otherDays: 1 }],
        { role: 'Manager', ptoDays: 1, sicknessDays: 1, otherDays: 1 },
        de,
      ),
    ).toEqual({
      error: 'Für Manager gibt es bereits eine Ausnahme; entfernen Sie sie zuerst',
    });
    await i18n.changeLanguage('en');
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
    expect(addBlackoutDate(['2026-12-24'], '2026-12-01', t)).toEqual({ list: ['2026-12-01', '2026-12-24'] });
    expect(addBlackoutDate(['2026-12-24'], '2026-12-24', t)).toEqual({ error: 'This date is already a blackout date' });
    expect(addBlackoutDate([], '', t)).toEqual({ error: 'Please choose a date' });
  });

  it('needs start, end and reason for a range (spec §5)', () => {
    expect(addBlackoutRange([], { start: '2026-12-20', end: '', reason: 'Close' }, t)).toEqual({
      error: 'Please fill in all fields',
    });
    expect(addBlackoutRange([], { start: '2026-12-20', end: '2026-12-01', reason: 'Close' }, t)).toEqual({
      error: 'Start date cannot be after end date',
    });
    expect(addBlackoutRange([], { start: '2026-12-20', end: '2026-12-31', reason: ' Close ' }, t)).toEqual({
      list: [{ start: '2026-12-20', end: '2026-12-31', reason: 'Close' }],
    });
  });

  it('needs a department or a role for an override (spec §5), once each', () => {
    const days = { ptoDays: 30, sicknessDays: 10, otherDays: 5 };
    expect(addDepartmentOverride([], { department: '', ...days }, t)).toEqual({ error: 'Please select a department' });
    expect(addRoleOverride([], { role: ' ', ...days }, t)).toEqual({ error: 'Please enter a role' });
    const existing = [{ department: 'Sales', ...days }];
    expect(addDepartmentOverride(existing, { department: 'sales', ...days }, t)).toHaveProperty('error');
    expect(addRoleOverride([], { role: 'manager', ...days, ptoDays: 400 }, t)).toEqual({
      error: 'Days must be between 0 and 365, in steps of 0.5',
    });
    expect(addRoleOverride([], { role: 'manager', ...days }, t)).toEqual({ list: [{ role: 'manager', ...days }] });
  });
});
