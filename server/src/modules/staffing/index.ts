// The staffing module's public face: what other modules may use of it.
export type { StaffingService } from './staffing.service';
