// The leave-year module's public face: what other modules may use of it.
export type { LeaveYearService } from './leave-year.service';
