import { badInput } from '../../lib/errors';
import { bodyOf, bool, num, objects, text, list, type Body } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { PolicySettingsPatch } from './policy.service';
import type { AccrualTypeSetting } from './policy-settings.defaults';
import type { PolicyService } from './policy.service';

const NUMBER_FIELDS = [
  'defaultPtoDays',
  'defaultSicknessDays',
  'defaultOtherDays',
  'ptoAccrualRate',
  'sicknessAccrualRate',
  'maxCarryoverDays',
  'autoApprovalDelay',
  'escalationDelay',
  'minimumStaffingCount',
  'minimumStaffingPercent',
] as const;
const BOOLEAN_FIELDS = [
  'allowCarryover',
  'allowNegativeBalance',
  'requireManagerApproval',
  'notifyOnSubmission',
  'notifyOnApproval',
  'notifyOnRejection',
  'staffingHardBlock',
] as const;

const required = (value: string | null | undefined): string => value ?? '';
const allowances = (item: Body) => ({
  ptoDays: num(item, 'ptoDays') ?? 0,
  sicknessDays: num(item, 'sicknessDays') ?? 0,
  otherDays: num(item, 'otherDays') ?? 0,
});

/** The settings object of spec §3, read field by field (unknown keys are ignored). */
function readPolicyPatch(body: Body): PolicySettingsPatch {
  const patch: PolicySettingsPatch = {};
  for (const field of NUMBER_FIELDS) {
    const value = num(body, field);
    if (value !== undefined) patch[field] = value;
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = bool(body, field);
    if (value !== undefined) patch[field] = value;
  }
  for (const field of ['ptoAccrualType', 'sicknessAccrualType'] as const) {
    const value = text(body, field);
    if (value != null) patch[field] = value as AccrualTypeSetting;
  }
  const expiry = text(body, 'carryoverExpiryMonthDay');
  if (expiry !== undefined) patch.carryoverExpiryMonthDay = expiry;
  const dayCounting = text(body, 'dayCounting');
  if (dayCounting != null) patch.dayCounting = dayCounting as PolicySettingsPatch['dayCounting'];
  const dates = list(body, 'blackoutDates');
  if (dates) {
    if (!dates.every((date) => typeof date === 'string'))
      throw badInput('`blackoutDates` must be a list of dates written YYYY-MM-DD', 'blackoutDates');
    patch.blackoutDates = dates as string[];
  }
  patch.blackoutDateRanges = objects(body, 'blackoutDateRanges', (item) => ({
    start: required(text(item, 'start')),
    end: required(text(item, 'end')),
    reason: required(text(item, 'reason')),
  }));
  patch.departmentOverrides = objects(body, 'departmentOverrides', (item) => ({
    department: required(text(item, 'department')),
    ...allowances(item),
  }));
  patch.roleOverrides = objects(body, 'roleOverrides', (item) => ({
    role: required(text(item, 'role')),
    ...allowances(item),
  }));
  for (const key of ['blackoutDateRanges', 'departmentOverrides', 'roleOverrides'] as const)
    if (patch[key] === undefined) delete patch[key];
  return patch;
}

export const policyRoutes = ({ policy }: { policy: PolicyService }): RestRoute[] => [
  {
    method: 'get',
    path: '/admin/pto-settings',
    summary:
      "The leave policy settings (spec §3 names). The spec's client sends this without a token, so it is open: signed-out callers get only the " +
      'organisation-wide allowances, accrual, toggles and delays (`restricted: true`); blackout dates, blackout ranges and department and role ' +
      'overrides are returned only with a valid token.',
    handler: async (_req, { actor }) => {
      const { settings, restricted } = await policy.settingsFor(actor);
      return { data: { ...settings, restricted } };
    },
  },
  {
    method: 'put',
    path: '/admin/pto-settings',
    summary:
      'Saves the leave policy settings. Only the fields present change; values are checked against spec §5 ranges.',
    body: {
      defaultPtoDays: 'number 0-365',
      autoApprovalDelay: 'seconds 0-86400',
      escalationDelay: 'hours 0-168',
      carryoverExpiryMonthDay: 'MM-DD after which unused carried-over days lapse, or null',
      minimumStaffingCount: 'people of a team who must be present (0-1000, 0: none)',
      minimumStaffingPercent: 'percent of a team who must be present (0-100, 0: none)',
      staffingHardBlock: 'true: refuse requests that break the minimum instead of warning',
      blackoutDateRanges: '[{ start, end, reason }]',
      departmentOverrides: '[{ department, ptoDays, sicknessDays, otherDays }]',
      roleOverrides: '[{ role, ptoDays, sicknessDays, otherDays }]',
    },
    handler: async (req, { actor }) => {
      const settings = await policy.updateSettings(actor, readPolicyPatch(bodyOf(req)));
      return { data: { ...settings, restricted: false }, message: 'PTO settings saved successfully' };
    },
  },
];
