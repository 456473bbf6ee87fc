// The sso module's public face: what other modules may use of it.
export { applyGroupMapping } from './sso-groups';
export type { GroupGrants } from './sso-groups';
