// The users module's public face: what other modules may use of it.
export { ProfileImageEntity } from './profile-image.entity';
export { ROLES, UserEntity } from './user.entity';
export type { RoleValue } from './user.entity';
export { answerToOwner } from './user.resolvers';
export { currentYear } from './user.service';
export type { UserService } from './user.service';
export { userBody } from './user.shape';
export { resolveRoleAndFlags } from './user-roles';
export { DEPARTMENTS, WORK_HOURS, normaliseEmail, optionalText, requireName, requiredText } from './user.validation';
