import type { TeamMemberCard_MemberFragment } from '../../__generated__/graphql';

/** Spec §9 Team Overview thresholds. */
export const PTO_WARNING_DAYS = 5;
export const PTO_CRITICAL_DAYS = 3;
export const UPCOMING_WINDOW_DAYS = 30;

export type PtoAlert = 'critical' | 'warning' | null;

export function ptoAlert(availableDays: number | undefined): PtoAlert {
  if (availableDays === undefined) return null;
  if (availableDays <= PTO_CRITICAL_DAYS) return 'critical';
  if (availableDays <= PTO_WARNING_DAYS) return 'warning';
  return null;
}

/** Matches first name, last name, email or job title, case-insensitively. */
export function matchesSearch(
  member: Pick<TeamMemberCard_MemberFragment, 'firstName' | 'lastName' | 'email' | 'jobTitle'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [member.firstName, member.lastName, member.email ?? '', member.jobTitle ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
