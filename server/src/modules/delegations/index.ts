// The delegations module's public face: what other modules may use of it.
export type { DelegationService } from './delegation.service';
