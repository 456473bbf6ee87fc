import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { canUseCalendarFeed, requireSession, requireSignedIn, type Actor, type OperationRule } from '../../auth/policy';
import { addDays, parseIsoDate, todayIso } from '../../lib/dates';
import type { AuthThrottle } from '../../auth/throttle';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { languageOf } from '../../i18n';
import type { ExportSlots } from '../../lib/export-slots';
import type { AuditService } from '../audit';
import { MAX_REQUEST_SPAN_DAYS, type LeaveRequestService } from '../leave-requests';
import type { ColleagueLeaveService } from '../team-calendar';
import { UserEntity } from '../users/model';
import {
  CALENDAR_FEED_KINDS,
  CalendarFeedEntity,
  CalendarFeedFetchEntity,
  type CalendarFeedKindValue,
} from './calendar-feed.entity';
import { calendarFeedQueries } from './calendar-feed.queries';
import { FeedFetchThrottle } from './feed-fetch-throttle';
import { RenderedFeedCache } from './rendered-feed-cache';
import { CalendarFeedRenderer, type RenderedFeed } from './calendar-feed-render';

export type { RenderedFeed } from './calendar-feed-render';

/** A feed covers 60 days back and 300 ahead (within the calendar views' one-year span). */
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 300;
/** The fetch history shows the last 10 fetches (spec §9: sync history keeps 10 entries). */
export const FEED_HISTORY_SHOWN = 10;
const SECRET_PREFIX = 'lwcal_';

export const hashFeedSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const FEED_TITLES: Record<CalendarFeedKindValue, string> = {
  mine: 'My leave',
  team: "My team's leave",
  company: 'Whole company',
};

const FEED_DEFAULTS: Record<
  CalendarFeedKindValue,
  Pick<CalendarFeedEntity, 'includePending' | 'includeTeam' | 'includeHolidays'>
> = {
  mine: { includePending: true, includeTeam: false, includeHolidays: true },
  team: { includePending: false, includeTeam: true, includeHolidays: false },
  company: { includePending: false, includeTeam: true, includeHolidays: true },
};

export interface CalendarFeedSettingsInput {
  includePending?: boolean | null;
  includeTeam?: boolean | null;
  includeHolidays?: boolean | null;
}

export interface CalendarFeedView extends Omit<CalendarFeedEntity, 'id' | 'secretHash' | 'createdAt' | 'updatedAt'> {
  /** Null until the feed has a row (settings changed or a URL created). */
  id: string | null;
  title: string;
  hasUrl: boolean;
}

/**
 * Personal iCalendar feeds (RFC 5545) and one-off exports. Who appears in a feed is decided by the
 * policy module: the "team" feed is the Team Calendar's content for the feed's owner (the requests
 * LeaveRequestService.calendar lets them read, and colleagues' approved leave from ColleagueLeaveService
 * as names and dates), so it follows the same visibility rules; the type of leave is shown only when
 * the owner may read that request.
 */
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    leaveRequests: LeaveRequestService,
    private readonly audit: AuditService,
    colleagueLeave: ColleagueLeaveService,
    private readonly exports: ExportSlots,
    throttle: AuthThrottle,
    /** The Team Calendar's rule, which its "team" feed follows. */
    private readonly teamCalendarRule: OperationRule,
  ) {
    this.fetchThrottle = new FeedFetchThrottle(throttle);
    this.renderer = new CalendarFeedRenderer(dataSource, leaveRequests, colleagueLeave, teamCalendarRule);
  }

  private readonly rendered = new RenderedFeedCache<RenderedFeed>();
  private readonly fetchThrottle: FeedFetchThrottle;
  private readonly renderer: CalendarFeedRenderer;

  /** The feeds the viewer may have, with their settings (defaults until changed). */
  async feeds(actor: Actor): Promise<CalendarFeedView[]> {
    requireSignedIn(actor);
    const rows = await calendarFeedQueries.feedsOf(this.dataSource, actor.user.id);
    return CALENDAR_FEED_KINDS.filter((kind) => canUseCalendarFeed(actor.user, kind, this.teamCalendarRule)).map(
      (kind) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        return this.view(actor.user.id, kind, row);
      },
    );
  }

  private view(userId: string, kind: CalendarFeedKindValue, row?: CalendarFeedEntity | null): CalendarFeedView {
    return {
      id: row?.id ?? null,
      userId,
      kind,
      title: FEED_TITLES[kind],
      hasUrl: Boolean(row?.secretHash),
      secretPrefix: row?.secretHash ? row.secretPrefix : null,
      secretCreatedAt: row?.secretHash ? row.secretCreatedAt : null,
      includePending: row?.includePending ?? FEED_DEFAULTS[kind].includePending,
      includeTeam: row?.includeTeam ?? FEED_DEFAULTS[kind].includeTeam,
      includeHolidays: row?.includeHolidays ?? FEED_DEFAULTS[kind].includeHolidays,
    };
  }

  private checkKind(actor: Actor & { user: UserEntity }, kind: string): CalendarFeedKindValue {
    if (!CALENDAR_FEED_KINDS.includes(kind as CalendarFeedKindValue)) throw badInput('Unknown calendar feed', 'kind');
    if (!canUseCalendarFeed(actor.user, kind as CalendarFeedKindValue, this.teamCalendarRule))
      throw forbidden('You may not subscribe to this calendar feed');
    return kind as CalendarFeedKindValue;
  }

  /**
   * Creates the feed's secret URL, or replaces it: the old secret stops working at once. The secret
   * is returned this once; only its hash is kept.
   */
  async resetUrl(actor: Actor, kindName: string): Promise<{ feed: CalendarFeedView; secret: string }> {
    requireSession(actor);
    const kind = this.checkKind(actor, kindName);
    const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    return this.dataSource.transaction(async (manager) => {
      const row = await calendarFeedQueries.saveSecret(
        manager,
        { userId: actor.user.id, kind },
        { hash: hashFeedSecret(secret), prefix: secret.slice(0, SECRET_PREFIX.length + 4) },
        FEED_DEFAULTS[kind],
      );
      await this.audit.record(manager, actor, {
        action: row.replaced ? 'calendar_feed.url_reset' : 'calendar_feed.url_created',
        resourceType: 'calendar_feed',
        resourceId: row.id,
        details: { kind },
      });
      const saved = await manager.findOne(CalendarFeedEntity, { where: { id: row.id } });
      return { feed: this.view(actor.user.id, kind, saved), secret };
    });
  }

  /** Turns the feed's URL off (the settings and fetch history stay). */
  async revokeUrl(actor: Actor, kindName: string): Promise<CalendarFeedView> {
    requireSession(actor);
    const kind = this.checkKind(actor, kindName);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(CalendarFeedEntity, { where: { userId: actor.user.id, kind } });
      if (row) {
        await manager.update(
          CalendarFeedEntity,
          { id: row.id },
          { secretHash: null, secretPrefix: null, secretCreatedAt: null },
        );
        await this.audit.record(manager, actor, {
          action: 'calendar_feed.url_revoked',
          resourceType: 'calendar_feed',
          resourceId: row.id,
          details: { kind },
        });
      }
      return this.view(actor.user.id, kind, row ? { ...row, secretHash: null } : null);
    });
  }

  async updateSettings(actor: Actor, kindName: string, input: CalendarFeedSettingsInput): Promise<CalendarFeedView> {
    requireSignedIn(actor);
    const kind = this.checkKind(actor, kindName);
    const defaults = FEED_DEFAULTS[kind];
    return this.dataSource.transaction(async (manager) => {
      const row = await calendarFeedQueries.saveSettings(manager, { userId: actor.user.id, kind }, input, defaults);
      await this.audit.record(manager, actor, {
        action: 'calendar_feed.settings_updated',
        resourceType: 'calendar_feed',
        resourceId: row.id,
        details: { kind, ...input },
      });
      const saved = await manager.findOne(CalendarFeedEntity, { where: { id: row.id } });
      return this.view(actor.user.id, kind, saved);
    });
  }

  /** The last fetches of one of the viewer's feeds, newest first. */
  async fetches(actor: Actor, feedId: string | null): Promise<CalendarFeedFetchEntity[]> {
    requireSignedIn(actor);
    if (!feedId) return [];
    return calendarFeedQueries.fetches(this.dataSource, feedId, actor.user.id, FEED_HISTORY_SHOWN);
  }

  /**
   * Serves a feed to a calendar client: the secret is the credential (no session). Unknown secrets,
   * revoked URLs, deactivated owners and feeds the owner may no longer have answer NOT_FOUND. A feed
   * fetched more than FETCHES_PER_FEED allows answers RATE_LIMITED (for a minute without asking the
   * database again), and a burst of fetches renders it once (RenderedFeedCache). Every fetch of a known
   * feed that reaches the database is recorded for its owner's fetch history.
   */
  async renderBySecret(
    secret: string,
    client: { userAgent: string; ip: string | null; ifNoneMatch?: string | null },
  ): Promise<RenderedFeed & { notModified: boolean }> {
    const secretHash = secret.startsWith(SECRET_PREFIX) ? hashFeedSecret(secret) : null;
    if (secretHash) this.fetchThrottle.assertNotRefused(secretHash);
    const feed = secretHash ? await calendarFeedQueries.bySecretHash(this.dataSource, secretHash) : null;
    if (!feed) throw notFound('Calendar feed not found');
    const owner = await this.dataSource.manager.findOne(UserEntity, { where: { id: feed.userId } });
    if (!owner?.isActive || !canUseCalendarFeed(owner, feed.kind, this.teamCalendarRule)) {
      await calendarFeedQueries.recordFetch(this.dataSource, feed.id, client, 404, 0);
      throw notFound('Calendar feed not found');
    }
    try {
      await this.fetchThrottle.count({ id: feed.id, secretHash: feed.secretHash! });
    } catch (error) {
      await calendarFeedQueries.recordFetch(this.dataSource, feed.id, client, 429, 0);
      throw error;
    }
    const today = todayIso();
    const key = [
      feed.id,
      feed.secretHash,
      feed.includePending,
      feed.includeTeam,
      feed.includeHolidays,
      owner.role,
      owner.isAdmin,
      owner.isManager,
      owner.department,
      owner.teamId,
      owner.managerId,
      languageOf(owner),
      today,
    ].join('|');
    const rendered = await this.rendered.get(key, () =>
      this.renderer.render(owner, feed.kind, feed, {
        start: addDays(today, -FEED_PAST_DAYS),
        end: addDays(today, FEED_FUTURE_DAYS),
      }),
    );
    const notModified = Boolean(client.ifNoneMatch && client.ifNoneMatch === rendered.etag);
    await calendarFeedQueries.recordFetch(
      this.dataSource,
      feed.id,
      client,
      notModified ? 304 : 200,
      rendered.eventCount,
    );
    return { ...rendered, notModified };
  }

  /** A one-off .ics file of one of the viewer's feeds over a chosen range (at most a year): one of their export slots. */
  async exportIcs(
    actor: Actor,
    input: {
      kind: string;
      start: string;
      end: string;
      includePending?: boolean | null;
      includeHolidays?: boolean | null;
    },
  ): Promise<RenderedFeed> {
    requireSignedIn(actor);
    const kind = this.checkKind(actor, input.kind);
    for (const key of ['start', 'end'] as const)
      if (!parseIsoDate(input[key] ?? '')) throw badInput(`\`${key}\` must be a date written YYYY-MM-DD`, key);
    if (input.start > input.end) throw badInput('Start date cannot be after end date', 'start');
    if (addDays(input.start, MAX_REQUEST_SPAN_DAYS) <= input.end)
      throw badInput(`An export cannot span more than ${MAX_REQUEST_SPAN_DAYS} days`, 'end');
    const defaults = FEED_DEFAULTS[kind];
    const rendered = await this.exports.run(actor.user.id, () =>
      this.renderer.render(
        actor.user,
        kind,
        {
          includePending: input.includePending ?? defaults.includePending,
          includeTeam: defaults.includeTeam,
          includeHolidays: input.includeHolidays ?? defaults.includeHolidays,
        },
        { start: input.start, end: input.end },
      ),
    );
    return { ...rendered, filename: `leavewise-${kind}-${input.start}-to-${input.end}.ics` };
  }
}
