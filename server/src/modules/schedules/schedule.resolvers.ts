import type { Resolvers, Weekday } from '../../__generated__/resolvers-types';
import { canSeePersonDetails } from '../../auth/policy';
import type { ScheduleService } from './schedule.service';
import type { WorkScheduleView } from './schedule.views';
import { fteOf, weekHoursOf, weeklyHoursOf, type ScheduleTemplate } from './working-time';

const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

export const scheduleResolvers = ({ schedules }: { schedules: ScheduleService }): Resolvers => {
  const view = async <T extends Omit<WorkScheduleView, 'fullTimeHours'>>(
    actor: Parameters<ScheduleService['workingTime']>[0],
    rows: T[],
  ): Promise<WorkScheduleView[]> => {
    const { fullTimeHours } = await schedules.workingTime(actor);
    return rows.map((row) => ({ ...row, fullTimeHours }));
  };
  const template = (fullTimeHours: number) => (t: ScheduleTemplate) => ({ ...t, fullTimeHours });
  return {
    Query: {
      workingTime: async (_root, _args, { actor }) => {
        const time = await schedules.workingTime(actor);
        return { fullTimeHours: time.fullTimeHours, templates: time.templates.map(template(time.fullTimeHours)) };
      },
      workSchedules: async (_root, { userId }, { actor }) => view(actor, await schedules.list(actor, userId)),
    },
    Mutation: {
      setWorkSchedule: async (_root, { input }, { actor }) =>
        (await view(actor, [await schedules.set(actor, input)]))[0],
      assignScheduleTemplate: async (_root, { userIds, template, effectiveFrom }, { actor }) =>
        view(actor, await schedules.assignTemplate(actor, userIds, template, effectiveFrom)),
      removeWorkSchedule: (_root, { id }, { actor }) => schedules.remove(actor, id),
      setFullTimeHours: async (_root, { hours }, { actor }) => {
        const time = await schedules.setFullTimeHours(actor, hours);
        return { fullTimeHours: time.fullTimeHours, templates: time.templates.map(template(time.fullTimeHours)) };
      },
    },
    WorkSchedule: {
      hours: (period) => weekHoursOf(period.weekdayHours),
      weeklyHours: (period) => weeklyHoursOf(period.weekdayHours),
      fte: (period) => fteOf(period.weekdayHours, period.fullTimeHours),
      workingDays: (period) =>
        [1, 2, 3, 4, 5, 6, 0].filter((day) => period.weekdayHours[day] > 0).map((d) => WEEKDAYS[d]),
    },
    ScheduleTemplate: {
      hours: (t) => weekHoursOf(t.weekdayHours),
      weeklyHours: (t) => weeklyHoursOf(t.weekdayHours),
      fte: (t) => fteOf(t.weekdayHours, t.fullTimeHours),
    },
    LeaveRequest: {
      // Enum fields take the internal value (days, hours); the generated type does not say so.
      unit: async (request, _args, { loaders }) =>
        ((await loaders.requestType.load(request.requestTypeId))?.unit ?? 'days') as never,
      startTime: (request) => request.startTime?.slice(0, 5) ?? null,
      endTime: (request) => request.endTime?.slice(0, 5) ?? null,
    },
    LeaveBalance: {
      unit: async (balance, _args, { loaders }) =>
        ((await loaders.requestType.load(balance.requestTypeId))?.unit ?? 'days') as never,
    },
    User: {
      workSchedule: async (user, _args, { actor, viewer, loaders }) => {
        if (!canSeePersonDetails(viewer, user)) return null;
        const current = await loaders.workScheduleOf.load(user.id);
        return current ? (await view(actor, [current]))[0] : null;
      },
    },
  };
};
