// The schedules module's public face: what other modules may use of it (model.ts, and its service).
export * from './model';
export type { ScheduleService } from './schedule.service';
