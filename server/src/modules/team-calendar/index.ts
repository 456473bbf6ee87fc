// The team-calendar module's public face: what other modules may use of it.
export type { ColleagueLeaveService } from './colleague-leave.service';
