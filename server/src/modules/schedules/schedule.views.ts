// What the schedules' GraphQL types receive (the manifest's mappers): types only, so the generated
// resolver types import nothing else of the module.
import type { ScheduleTemplate } from './working-time';

/** What a schedule period shows, with its FTE against the full-time week. */
export interface WorkScheduleView {
  id: string;
  userId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  template: string | null;
  weekdayHours: number[];
  fullTimeHours: number;
}

/** A template with the full-time week it is a share of. */
export type ScheduleTemplateView = ScheduleTemplate & { fullTimeHours: number };
