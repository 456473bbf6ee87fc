import type { DataSource } from 'typeorm';
import { canReadRequest, canUseCalendarFeed, reportingLinesOf, type OperationRule } from '../../auth/policy';
import { languageOf, translatorFor } from '../../i18n';
import type { LeaveRequestEntity, LeaveRequestService } from '../leave-requests';
import { daysOffOfPerson, locationsOf } from '../locations';
import { RequestTypeEntity } from '../request-types';
import type { ColleagueLeaveService } from '../team-calendar';
import type { UserEntity } from '../users/model';
import { buildIcs, icsEtag, type LeaveEvent } from './calendar-ics';
import type { CalendarFeedEntity, CalendarFeedKindValue } from './calendar-feed.entity';
import { calendarFeedQueries } from './calendar-feed.queries';

export interface RenderedFeed {
  body: string;
  etag: string;
  filename: string;
  eventCount: number;
}

/**
 * What a feed holds, as an iCalendar file in its owner's language: their own requests, the Team
 * Calendar's people as the owner would see them there (the type of leave only where the owner may read
 * the request), colleagues' approved leave as names and dates, and the owner's days off. The feeds and
 * one-off exports (CalendarFeedService) render through it.
 */
export class CalendarFeedRenderer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leaveRequests: LeaveRequestService,
    private readonly colleagueLeave: ColleagueLeaveService,
    /** The Team Calendar's rule, which its "team" feed follows. */
    private readonly teamCalendarRule: OperationRule,
  ) {}

  async render(
    owner: UserEntity,
    kind: CalendarFeedKindValue,
    settings: Pick<CalendarFeedEntity, 'includePending' | 'includeTeam' | 'includeHolidays'>,
    range: { start: string; end: string },
  ): Promise<RenderedFeed> {
    const statuses = settings.includePending ? ['pending', 'approved'] : ['approved'];
    const manager = this.dataSource.manager;
    let requests: LeaveRequestEntity[] =
      kind === 'mine' ? await calendarFeedQueries.ownRequests(manager, owner.id, statuses, range) : [];
    const withOthers =
      kind !== 'mine' || (settings.includeTeam && canUseCalendarFeed(owner, 'team', this.teamCalendarRule));
    if (withOthers) {
      // The Team Calendar's people, as its owner would see them there.
      const visible = await this.leaveRequests.calendar({ user: owner, ip: null }, range);
      const others = visible.filter(
        (request) => statuses.includes(request.status) && (kind === 'company' || request.userId !== owner.id),
      );
      requests = [...requests, ...others];
    }
    const [people, types, holidays] = await Promise.all([
      calendarFeedQueries.peopleById(
        manager,
        requests.map((request) => request.userId),
      ),
      manager.find(RequestTypeEntity),
      settings.includeHolidays ? daysOffOfPerson(manager, owner.id, range.start, range.end) : Promise.resolve([]),
    ]);
    const withColleagues = kind === 'team' || (kind === 'mine' && withOthers);
    const colleagues = withColleagues ? await this.colleagueLeave.colleagueLeave({ user: owner, ip: null }, range) : [];
    const [lines, locations] = await Promise.all([
      reportingLinesOf(manager, [...people.keys()]),
      // Hourly requests are timed events in the requester's own time zone.
      locationsOf(manager, [
        ...requests.filter((request) => request.startTime).map((request) => request.userId),
        ...colleagues.filter((leave) => leave.startTime).map((leave) => leave.userId),
      ]),
    ]);
    const events: LeaveEvent[] = [];
    for (const request of requests) {
      const person = people.get(request.userId);
      if (!person) continue;
      const type = types.find((candidate) => candidate.id === request.requestTypeId);
      events.push({
        id: request.id,
        requestId: request.requestId,
        personName: `${person.firstName} ${person.lastName}`,
        typeName: type?.displayName ?? 'Leave',
        status: request.status as LeaveEvent['status'],
        startDate: request.startDate,
        endDate: request.endDate,
        startHalfDay: request.startHalfDay,
        endHalfDay: request.endHalfDay,
        days: request.days,
        notes: request.notes,
        updatedAt: request.updatedAt,
        detailed: canReadRequest(owner, { ...person, managersAbove: lines.get(person.id) ?? [] }),
        own: request.userId === owner.id,
        startTime: request.startTime,
        endTime: request.endTime,
        timeZone: locations.get(request.userId)?.timeZone,
        unit: type?.unit === 'hours' ? 'hours' : 'days',
      });
    }
    if (withColleagues) {
      // Colleagues' approved leave, as everyone sees it on the Team Calendar: who and when, nothing else.
      const shown = new Set(events.map((event) => event.id));
      for (const leave of colleagues) {
        if (shown.has(leave.id)) continue;
        events.push({
          id: leave.id,
          requestId: '',
          personName: leave.name,
          typeName: 'Leave',
          status: 'approved',
          startDate: leave.startDate,
          endDate: leave.endDate,
          startHalfDay: leave.startHalfDay,
          endHalfDay: leave.endHalfDay,
          days: 0,
          notes: null,
          updatedAt: leave.updatedAt,
          detailed: false,
          own: false,
          startTime: leave.startTime,
          endTime: leave.endTime,
          timeZone: locations.get(leave.userId)?.timeZone,
        });
      }
      events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
    }
    // The feed speaks its owner's language.
    const language = languageOf(owner);
    const t = translatorFor(language);
    const title = t('calendar', `titles.${kind}`);
    const body = await buildIcs({
      name: t('calendar', 'feedName', { title }),
      description: t('calendar', 'feedDescription', { title, name: `${owner.firstName} ${owner.lastName}` }),
      events,
      holidays,
      language,
    });
    return {
      body,
      etag: icsEtag(body),
      filename: `leavewise-${kind}.ics`,
      eventCount: events.length + holidays.length,
    };
  }
}
