import { DEMO, DEMO_PASSWORD, apiLogin, gql } from './api';

const POLICY_FIELDS = `defaultPtoDays defaultSicknessDays defaultOtherDays ptoAccrualType sicknessAccrualType
  ptoAccrualRate sicknessAccrualRate allowCarryover maxCarryoverDays allowNegativeBalance requireManagerApproval
  autoApprovalDelay blackoutDates blackoutDateRanges { start end reason }
  departmentOverrides { department ptoDays sicknessDays otherDays } roleOverrides { role ptoDays sicknessDays otherDays }
  notifyOnSubmission notifyOnApproval notifyOnRejection escalationDelay dayCounting`;

export type PolicySettings = Record<string, unknown> & {
  defaultPtoDays: number;
  dayCounting: 'CALENDAR_DAYS' | 'WORKING_DAYS';
  blackoutDateRanges: { start: string; end: string; reason: string }[];
};

/** The whole leave policy, as an administrator reads it (to restore it after a test changed it). */
export async function readPolicy(baseUrl: string): Promise<PolicySettings> {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const { policySettings } = await gql<{ policySettings: PolicySettings }>(
    baseUrl,
    `{ policySettings { ${POLICY_FIELDS} } }`,
    {},
    admin.token,
  );
  return policySettings;
}

/** Puts the policy back as it was: every spec shares one server and its demo organisation. */
export async function restorePolicy(baseUrl: string, settings: PolicySettings): Promise<void> {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  await gql(
    baseUrl,
    'mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { updatedAt } }',
    { input: settings },
    admin.token,
  );
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Monday to Friday of a week at least `weeksAhead` weeks from today, as YYYY-MM-DD. */
export function workWeek(weeksAhead: number): string[] {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + weeksAhead * 7);
  while (day.getDay() !== 1) day.setDate(day.getDate() + 1);
  return [0, 1, 2, 3, 4].map((offset) => {
    const d = new Date(day);
    d.setDate(d.getDate() + offset);
    return iso(d);
  });
}

/** A date `days` from today, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return iso(d);
}
