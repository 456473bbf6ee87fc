import { canSeePersonDetails, isHr } from '../../auth/policy';
import { profileImageUrl } from '../accounts';
import { languageOf } from '../../i18n/languages';
import type { UserEntity } from './user.entity';

/**
 * A person as the REST facade shows them: spec §3 names, snake_case with camelCase twins. `viewer` is who
 * asks: colleagues outside their reporting line get the name, team and avatar, and null elsewhere
 * (policy.canSeePersonDetails). Pass the person themselves for answers that are their own (sign-in).
 */
export function userBody(user: UserEntity, viewer: UserEntity | null) {
  const body = fullUserBody(user);
  if (canSeePersonDetails(viewer, user)) return body;
  const publicFields = new Set([
    'id',
    'first_name',
    'firstName',
    'last_name',
    'lastName',
    'team_id',
    'profileImage',
    'language',
  ]);
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, publicFields.has(key) ? value : null]),
  ) as { [K in keyof typeof body]: (typeof body)[K] | null };
}

function fullUserBody(user: UserEntity) {
  const jobTitle = user.jobTitle ?? null;
  const profileImage = profileImageUrl(user.profileImageId);
  const lastLogin = user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : null;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    firstName: user.firstName,
    last_name: user.lastName,
    lastName: user.lastName,
    department: user.department,
    job_title: jobTitle,
    jobTitle,
    role: user.role,
    is_admin: user.isAdmin,
    isAdmin: user.isAdmin,
    is_manager: user.isManager,
    isManager: user.isManager,
    is_hr: isHr(user),
    is_active: user.isActive,
    isActive: user.isActive,
    manager_id: user.managerId,
    managerId: user.managerId,
    team_id: user.teamId,
    // null: the organisation's default location.
    location_id: user.locationId ?? null,
    workHours: user.workHours,
    workAddress: user.workAddress,
    profileImage,
    language: languageOf(user),
    last_login: lastLogin,
    lastLogin,
    employment_start_date: user.employmentStartDate ?? null,
    employment_end_date: user.employmentEndDate ?? null,
    created_at: new Date(user.createdAt).toISOString(),
  };
}
