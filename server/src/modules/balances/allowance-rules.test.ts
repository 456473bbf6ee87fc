import {
  allowanceFor,
  carryoverComponent,
  employedSpan,
  entitlementComponents,
  expiryComponent,
  roundHalf,
} from './allowance-rules';
import { DEFAULT_POLICY } from '../policy/policy-settings.defaults';

const sum = (components: { days: number }[]) => components.reduce((total, c) => total + c.days, 0);

describe('allowance rules', () => {
  it('takes a person override over a role override over a department override over the default', () => {
    const policy = {
      ...DEFAULT_POLICY,
      departmentOverrides: [{ department: 'Sales', ptoDays: 22, sicknessDays: 8, otherDays: 4 }],
      roleOverrides: [{ role: 'manager', ptoDays: 28, sicknessDays: 10, otherDays: 5 }],
    };
    const pto = { name: 'pto', maxDaysPerYear: 0 };
    expect(allowanceFor(policy, { role: 'staff', department: 'Engineering' }, pto)).toEqual({
      days: 25,
      source: 'default',
    });
    expect(allowanceFor(policy, { role: 'staff', department: 'sales' }, pto)).toEqual({
      days: 22,
      source: 'department',
    });
    expect(allowanceFor(policy, { role: 'manager', department: 'Sales' }, pto)).toEqual({ days: 28, source: 'role' });
    expect(allowanceFor(policy, { role: 'manager', department: 'Sales' }, pto, 12)).toEqual({
      days: 12,
      source: 'personal',
    });
    expect(allowanceFor(policy, { role: 'staff', department: null }, { name: 'study', maxDaysPerYear: 3 })).toEqual({
      days: 3,
      source: 'type',
    });
  });

  it.each([
    ['yearly', 25, 1],
    ['monthly', 25, 12],
    ['quarterly', 25, 4],
    ['monthly', 7.5, 12],
  ] as const)('spreads a %s allowance of %d days so that it adds up exactly', (schedule, days, periods) => {
    const components = entitlementComponents(2026, days, schedule, employedSpan(2026, null, null), 'default');
    expect(sum(components)).toBe(days);
    expect(components.filter((c) => c.days !== 0).length).toBeLessThanOrEqual(periods);
    for (const c of components) expect(c.days * 2).toBe(Math.round(c.days * 2));
  });

  it('prorates to half days and never beyond the allowance', () => {
    for (const start of ['2026-01-01', '2026-02-14', '2026-07-01', '2026-12-31']) {
      for (const schedule of ['yearly', 'monthly', 'quarterly'] as const) {
        const span = employedSpan(2026, start, null)!;
        const total = sum(entitlementComponents(2026, 25, schedule, span, 'default'));
        expect(total).toBe(roundHalf((25 * span.days) / 365));
      }
    }
    expect(employedSpan(2026, '2027-01-01', null)).toBeNull();
    expect(entitlementComponents(2026, 25, 'yearly', null, 'default')).toEqual([]);
  });

  it('caps carry-over, carries nothing when off, and lets unused carried days lapse', () => {
    expect(carryoverComponent(2027, { allowCarryover: true, maxCarryoverDays: 5 }, 12)?.days).toBe(5);
    expect(carryoverComponent(2027, { allowCarryover: true, maxCarryoverDays: 5 }, 2.5)?.days).toBe(2.5);
    expect(carryoverComponent(2027, { allowCarryover: true, maxCarryoverDays: 5 }, -3)).toBeNull();
    expect(carryoverComponent(2027, { allowCarryover: false, maxCarryoverDays: 5 }, 12)).toBeNull();
    expect(expiryComponent(2027, 5, '2027-03-31', 2)).toMatchObject({ days: -3, effectiveOn: '2027-04-01' });
    expect(expiryComponent(2027, 5, '2027-03-31', 6)).toBeNull();
    expect(expiryComponent(2027, 5, null, 0)).toBeNull();
  });
});
