import type { Actor } from './roles';

/**
 * What the leave policy shows to someone not signed in (the spec's settings page fetches it without a
 * token): the organisation-wide allowances, accrual, toggles and delays that any employee handbook
 * states. Blackout dates and ranges (with their reasons) and the department and role overrides describe
 * the organisation and are shown only to signed-in people.
 */
export const PUBLIC_POLICY_FIELDS = [
  'defaultPtoDays',
  'defaultSicknessDays',
  'defaultOtherDays',
  'ptoAccrualType',
  'sicknessAccrualType',
  'ptoAccrualRate',
  'sicknessAccrualRate',
  'allowCarryover',
  'maxCarryoverDays',
  'carryoverExpiryMonthDay',
  'allowNegativeBalance',
  'requireManagerApproval',
  'autoApprovalDelay',
  'notifyOnSubmission',
  'notifyOnApproval',
  'notifyOnRejection',
  'escalationDelay',
  'dayCounting',
] as const;

export const canReadFullPolicy = (actor: Actor): boolean => Boolean(actor.user?.isActive);
