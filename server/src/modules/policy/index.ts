// The policy module's public face: what other modules may use of it.
export type { PolicySettingsValue } from './policy-settings.defaults';
export type { PolicyService } from './policy.service';
export { foundOrganisation } from './policy.service';
