export type AccrualTypeSetting = 'yearly' | 'monthly' | 'quarterly' | 'none';

export interface AllowanceOverride {
  ptoDays: number;
  sicknessDays: number;
  otherDays: number;
}

export interface PolicySettingsValue {
  defaultPtoDays: number;
  defaultSicknessDays: number;
  defaultOtherDays: number;
  ptoAccrualType: AccrualTypeSetting;
  sicknessAccrualType: AccrualTypeSetting;
  ptoAccrualRate: number;
  sicknessAccrualRate: number;
  allowCarryover: boolean;
  maxCarryoverDays: number;
  /** Month and day (MM-DD) after which unused carried-over days lapse; null: they never do. */
  carryoverExpiryMonthDay: string | null;
  allowNegativeBalance: boolean;
  requireManagerApproval: boolean;
  autoApprovalDelay: number;
  blackoutDates: string[];
  blackoutDateRanges: { start: string; end: string; reason: string }[];
  departmentOverrides: (AllowanceOverride & { department: string })[];
  roleOverrides: (AllowanceOverride & { role: string })[];
  notifyOnSubmission: boolean;
  notifyOnApproval: boolean;
  notifyOnRejection: boolean;
  escalationDelay: number;
  dayCounting: 'calendar_days' | 'working_days';
  /** People of a team who must be present on any working day (0: no minimum). */
  minimumStaffingCount: number;
  /** Share of a team, in percent, that must be present on any working day (0: no minimum). */
  minimumStaffingPercent: number;
  /** Refuse requests that break the staffing minimum, instead of warning. */
  staffingHardBlock: boolean;
  /** The month (1–12) the leave year starts in; changed only with the balances moved (the leave-year module). */
  leaveYearStartMonth: number;
}

/** Spec §9 policy defaults. */
export const DEFAULT_POLICY: PolicySettingsValue = {
  defaultPtoDays: 25,
  defaultSicknessDays: 10,
  defaultOtherDays: 5,
  ptoAccrualType: 'yearly',
  sicknessAccrualType: 'yearly',
  ptoAccrualRate: 25,
  sicknessAccrualRate: 10,
  allowCarryover: true,
  maxCarryoverDays: 5,
  carryoverExpiryMonthDay: null,
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
  dayCounting: 'calendar_days',
  minimumStaffingCount: 0,
  minimumStaffingPercent: 0,
  staffingHardBlock: false,
  leaveYearStartMonth: 1,
};
