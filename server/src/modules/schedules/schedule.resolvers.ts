import DataLoader from 'dataloader';
import type { Resolvers, Weekday } from '../../__generated__/resolvers-types';
import { canSeePersonDetails } from '../../auth/policy';
import { addDays, parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { localDateIn } from '../locations';
import type { WorkScheduleEntity } from './work-schedule.entity';
import type { ScheduleService } from './schedule.service';
import type { WorkScheduleView } from './schedule.views';
import { fteOf, weekHoursOf, weeklyHoursOf, type ScheduleTemplate } from './working-time';

const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** Longest range workSchedulesBetween answers for (a calendar's six weeks, or a year's list). */
export const MAX_SCHEDULE_RANGE_DAYS = 366;

export const scheduleResolvers = ({ schedules }: { schedules: ScheduleService }): Resolvers => {
  // One batch per request and range: a calendar asks for every person it shows at once.
  const batches = new WeakMap<object, Map<string, DataLoader<string, WorkScheduleEntity[]>>>();
  const periodsOf = (context: object, start: string, end: string) => {
    const byRange = batches.get(context) ?? new Map<string, DataLoader<string, WorkScheduleEntity[]>>();
    batches.set(context, byRange);
    const key = `${start}..${end}`;
    let loader = byRange.get(key);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const found = await schedules.periodsBetween(ids, start, end);
        return ids.map((id) => found.get(id) ?? []);
      });
      byRange.set(key, loader);
    }
    return loader;
  };
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
      assignWorkCalendar: (_root, { input }, { actor }) => schedules.assignWorkCalendar(actor, input),
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
      workSchedulesBetween: async (user, { start, end }, context) => {
        if (!parseIsoDate(start)) throw badInput('`start` must be a date written YYYY-MM-DD', 'start');
        if (!parseIsoDate(end)) throw badInput('`end` must be a date written YYYY-MM-DD', 'end');
        if (start > end) throw badInput('Start date cannot be after end date', 'start');
        if (addDays(start, MAX_SCHEDULE_RANGE_DAYS) <= end)
          throw badInput(`A schedule range cannot span more than ${MAX_SCHEDULE_RANGE_DAYS} days`, 'end');
        if (!canSeePersonDetails(context.viewer, user)) return [];
        return view(context.actor, await periodsOf(context, start, end).load(user.id));
      },
      workSchedule: async (user, _args, { actor, viewer, loaders }) => {
        if (!canSeePersonDetails(viewer, user)) return null;
        // Today where the person is: in Auckland the new schedule starts while UTC is still on yesterday.
        const today = localDateIn((await loaders.locationOf(user.locationId)).timeZone);
        const current = await loaders.workScheduleOn.load({ userId: user.id, date: today });
        return current ? (await view(actor, [current]))[0] : null;
      },
    },
  };
};
