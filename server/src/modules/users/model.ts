// What other modules may use of people without the users' services: their entities, roles, checks of
// input and how a person is shown. It imports no service, so a module the users module needs (balances,
// say) reads people through it without a loop back. The module's full face is index.ts.
export { ProfileImageEntity } from './profile-image.entity';
export { profileImageUrl } from './profile-image';
export { ROLES, UserEntity } from './user.entity';
export type { RoleValue } from './user.entity';
export { answerToOwner } from './own-answers';
export { userBody, userPresenter } from './user.presenter';
export { resolveRoleAndFlags } from './user-roles';
export { DEPARTMENTS, WORK_HOURS, normaliseEmail, optionalText, requireName, requiredText } from './user.validation';
