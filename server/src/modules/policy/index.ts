// The policy module's public face: what other modules may use of it.
export { HolidayEntity } from './holiday.entity';
export type { PolicySettingsValue } from './policy-settings.defaults';
export type { PolicyService } from './policy.service';
