// The privacy module's public face: what other modules may use of it.
export { pseudonymOf } from './personal-data';
export type { ErasureService } from './erasure.service';
