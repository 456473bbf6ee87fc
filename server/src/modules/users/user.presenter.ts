import { canSeePersonDetails, isHr } from '../../auth/policy';
import { languageOf } from '../../i18n/languages';
import { field, presenter } from '../../api/presenter';
import { profileImageUrl } from './profile-image';
import type { UserEntity } from './user.entity';

/**
 * A person as the REST facade shows them: spec §3 names, snake_case with camelCase twins. Every field
 * but the name's and the id's may be null: a colleague outside the reader's reporting line sees the
 * name, team, avatar and language only (userBody).
 */
export const userPresenter = presenter<UserEntity>({
  id: field.text((user) => user.id),
  email: field.textOrNull((user) => user.email),
  first_name: field.text((user) => user.firstName),
  firstName: field.text((user) => user.firstName),
  last_name: field.text((user) => user.lastName),
  lastName: field.text((user) => user.lastName),
  department: field.textOrNull((user) => user.department),
  job_title: field.textOrNull((user) => user.jobTitle ?? null),
  jobTitle: field.textOrNull((user) => user.jobTitle ?? null),
  role: field.textOrNull((user) => user.role),
  is_admin: field.booleanOrNull((user) => user.isAdmin),
  isAdmin: field.booleanOrNull((user) => user.isAdmin),
  is_manager: field.booleanOrNull((user) => user.isManager),
  isManager: field.booleanOrNull((user) => user.isManager),
  is_hr: field.booleanOrNull((user) => isHr(user)),
  is_active: field.booleanOrNull((user) => user.isActive),
  isActive: field.booleanOrNull((user) => user.isActive),
  manager_id: field.textOrNull((user) => user.managerId),
  managerId: field.textOrNull((user) => user.managerId),
  team_id: field.textOrNull((user) => user.teamId),
  // null: the organisation's default location.
  location_id: field.textOrNull((user) => user.locationId ?? null),
  workHours: field.textOrNull((user) => user.workHours),
  workAddress: field.textOrNull((user) => user.workAddress),
  profileImage: field.textOrNull((user) => profileImageUrl(user.profileImageId)),
  language: field.textOrNull((user) => languageOf(user)),
  last_login: field.instantOrNull((user) => user.lastLoginAt),
  lastLogin: field.instantOrNull((user) => user.lastLoginAt),
  employment_start_date: field.textOrNull((user) => user.employmentStartDate ?? null),
  employment_end_date: field.textOrNull((user) => user.employmentEndDate ?? null),
  created_at: field.instantOrNull((user) => user.createdAt),
});

const PUBLIC_FIELDS = new Set([
  'id',
  'first_name',
  'firstName',
  'last_name',
  'lastName',
  'team_id',
  'profileImage',
  'language',
]);

/**
 * The person as `viewer` may see them (policy.canSeePersonDetails): whole, or their name, team, avatar
 * and language with null elsewhere. Pass the person themselves for answers that are their own (sign-in).
 */
export function userBody(user: UserEntity, viewer: UserEntity | null): Record<string, unknown> {
  const body = userPresenter.present(user);
  if (canSeePersonDetails(viewer, user)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, PUBLIC_FIELDS.has(key) ? value : null]));
}
