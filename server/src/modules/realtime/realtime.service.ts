import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import {
  assertSubscriptionHolds,
  requireSignedIn,
  subscriptionHolderOf,
  withReportingLine,
  type Actor,
  type PersonInLine,
  type DeclaredRules,
} from '../../auth/policy';
import { rowReader } from '../../db/rows';
import { MAX_PAGE_SIZE } from '../../lib/connection';
import { badInput } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { AudienceRelay } from '../../realtime/audience-relay';
import { decodeEventCursor, type EventLog } from '../../realtime/event-log';
import { holderKey, parseHolderKey, seesEvent } from './realtime.audience';
import { sessionStates, userRowsWithVersions, visibleEventsAfter, type EventCriteria } from './realtime.queries';
import { eventStream, withReplay } from '../../realtime/event-stream';
import type { EventBus, RequestEventKind, RequestEventMessage } from '../../realtime/events';
import { resumableStream } from '../../realtime/resumable-stream';
import { sharedReads } from '../../realtime/shared-reads';
import { LeaveRequestEntity } from '../leave-requests/model';
import type { NotificationEntity, NotificationService } from '../notifications';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';

export type PublicRequestEventKind = Exclude<RequestEventKind, 'ESCALATED'>;
const PUBLIC_KINDS: ReadonlySet<RequestEventKind> = new Set<RequestEventKind>([
  'SUBMITTED',
  'MANAGER_APPROVED',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
]);

export interface RequestEventFilter {
  kinds?: PublicRequestEventKind[] | null;
  types?: string[] | null;
  department?: string | null;
  userId?: string | null;
}

/** What `requestEvents` and `events` deliver: the event, with the request as loaded for it. */
export interface RequestEventPayload {
  /** The stable event id. */
  id: string;
  /** Its place in the log, opaque. */
  cursor: string;
  kind: PublicRequestEventKind;
  occurredAt: string;
  actorId: string | null;
  request: LeaveRequestEntity;
  /** Loaded with the event for live delivery (primes the subscriber's loaders); pages load them as fields ask. */
  requester?: UserEntity;
  requestType?: RequestTypeEntity;
  /** The subscriber as loaded for this event (fresh role, manager and active flag). */
  viewer: UserEntity;
}

/** A page of the event log. */
export interface RequestEventPage {
  edges: { cursor: string; node: RequestEventPayload }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Events a page of `events` holds unless `first` says otherwise. */
export const EVENT_PAGE_SIZE = 50;

const payloadOf = <T extends { request: LeaveRequestEntity }>(event: RequestEventMessage, loaded: T) => ({
  id: event.id,
  cursor: event.cursor,
  kind: event.kind as PublicRequestEventKind,
  occurredAt: event.occurredAt,
  actorId: event.actorId,
  ...loaded,
});

/** Loads done once per event per process, shared by every subscriber who receives it. */
interface EventSnapshot {
  request: Promise<LeaveRequestEntity | null>;
  requester: Promise<(UserEntity & PersonInLine) | null>;
  requestType: Promise<RequestTypeEntity | null>;
  /** Subscribers as they are now, loaded in one batch for all subscribers of this process (see subscribersFor). */
  users: DataLoader<string, UserEntity | null>;
}

/**
 * Live events for subscriptions. Every event is checked against the policy for each subscriber at
 * delivery time, with the subscriber and the request loaded fresh, so a change of manager, role or
 * activity takes effect on the next event, not at the next subscription. A subscriber who lost the
 * right to the subscription itself (deactivated, signed out) gets no further event: the subscription
 * ends with the refusal.
 */
export class RealtimeService {
  private readonly snapshots = new WeakMap<RequestEventMessage, EventSnapshot>();
  /**
   * Subscribers as they are now, for reading the log on their behalf: those resuming together (after a
   * replica stopped, thousands at once) share one query, each read after it asked.
   */
  private readonly holders = sharedReads(async (ids: string[]) => {
    const rows = await rowReader(this.dataSource, UserEntity).byIds(ids);
    return new Map(rows.map((row) => [row.id, row]));
  });
  /** The subscribers as last loaded for live events, and how many reads of the log preceded the loading. */
  private subscribers: { afterReads: number; users: DataLoader<string, UserEntity | null> } | null = null;
  /** Live events for subscriptions, each first narrowed to the subscribers it may concern (see audienceOf). */
  private readonly relay: AudienceRelay;

  constructor(
    private readonly dataSource: DataSource,
    /** The domain's events: the bus listeners hear, and the log they resume from. */
    private readonly domainEvents: EventBus & {
      readonly log: EventLog;
      readonly readsSoFar?: number;
      readNumber?(event: RequestEventMessage): number | null;
    },
    private readonly notifications: NotificationService,
    /** The declared rules: a subscription delivers while its own rule admits its holder. */
    private readonly rules: DeclaredRules,
  ) {
    this.relay = new AudienceRelay(domainEvents, (event, keys) => this.audienceOf(event, keys));
  }

  /**
   * Subscribers' rows as last read, each with its row version and the loading that last asked for it.
   * A loading reads every subscriber's version (two short columns) and whole rows only for the people
   * whose row changed since: a process with thousands of subscribers does not rebuild thousands of
   * people for each event it hands out.
   */
  private readonly rows = new Map<string, { version: string; row: UserEntity; loading: number }>();
  private loadings = 0;

  private loadSubscribers(): DataLoader<string, UserEntity | null> {
    const loading = ++this.loadings;
    // Rows no loading asked for in a while belong to subscribers who left.
    if (loading % 64 === 0) for (const [id, kept] of this.rows) if (kept.loading < loading - 64) this.rows.delete(id);
    return new DataLoader(
      async (ids) => {
        const versions = await userRowsWithVersions(this.dataSource, ids.filter(isUuid), false);
        // This batch's rows, taken (and marked as asked for) as soon as the versions are read: a pruning
        // or another batch may drop them from the shared cache while this one waits for changed rows.
        const mine = new Map<string, UserEntity>();
        const changed: string[] = [];
        for (const found of versions) {
          const kept = this.rows.get(found.id);
          if (kept?.version !== found.row_version) changed.push(found.id);
          else {
            kept.loading = loading;
            mine.set(found.id, kept.row);
          }
        }
        if (changed.length) {
          const fresh = await userRowsWithVersions(this.dataSource, changed, true);
          const rows = rowReader(this.dataSource, UserEntity).hydrate(fresh);
          fresh.forEach((found, index) => {
            this.rows.set(found.id, { version: found.row_version, row: rows[index], loading });
            mine.set(found.id, rows[index]);
          });
        }
        // Missing from both reads, or removed between them.
        return ids.map((id) => {
          const row = mine.get(id);
          if (!row) this.rows.delete(id);
          return row ?? null;
        });
      },
      { maxBatchSize: 5000 },
    );
  }

  /**
   * Subscribers as they are now, for an event: loaded after the event was read from the log, so after
   * the change that caused it. Live events read before the current loading began share it, so a
   * process that falls behind (many events read while subscribers still work on earlier ones) loads
   * its subscribers once for all of them instead of once per event.
   */
  private subscribersFor(event: RequestEventMessage): DataLoader<string, UserEntity | null> {
    const read = this.domainEvents.readNumber?.(event) ?? null;
    if (read === null) return this.loadSubscribers();
    if (!this.subscribers || this.subscribers.afterReads < read)
      this.subscribers = { afterReads: this.domainEvents.readsSoFar ?? read, users: this.loadSubscribers() };
    return this.subscribers.users;
  }

  private snapshot(event: RequestEventMessage): EventSnapshot {
    let snapshot = this.snapshots.get(event);
    if (!snapshot) {
      const manager = this.dataSource.manager;
      const request = isUuid(event.requestId)
        ? manager.findOne(LeaveRequestEntity, { where: { id: event.requestId } })
        : Promise.resolve(null);
      snapshot = {
        request,
        requester: request.then(async (r) => {
          const requester = r ? await manager.findOne(UserEntity, { where: { id: r.userId } }) : null;
          return requester ? withReportingLine(manager, requester) : null;
        }),
        requestType: request.then((r) =>
          r ? manager.findOne(RequestTypeEntity, { where: { id: r.requestTypeId } }) : null,
        ),
        users: this.subscribersFor(event),
      };
      this.snapshots.set(event, snapshot);
    }
    return snapshot;
  }

  /**
   * The subscriptions of this process (by holderKey) that an event may concern: those whose holder may
   * read the request (the same check as `map`'s, on the same loads), and those whose holder lost the
   * right to the subscription (their stream wakes to end with the refusal). Filters are left to `map`.
   */
  private async audienceOf(event: RequestEventMessage, keys: string[]): Promise<ReadonlySet<string>> {
    const admitted = new Set<string>();
    if (!PUBLIC_KINDS.has(event.kind) || !keys.length) return admitted;
    const holders = keys.map(parseHolderKey);
    const snapshot = this.snapshot(event);
    const [request, requester, requestType, viewers] = await Promise.all([
      snapshot.request,
      snapshot.requester,
      snapshot.requestType,
      snapshot.users.loadMany([...new Set(holders.map((holder) => holder.userId))]),
    ]);
    const viewerOf = new Map(
      viewers.flatMap((viewer) => (viewer && !(viewer instanceof Error) ? [[viewer.id, viewer]] : [])),
    );
    const rule = this.rules.operations['Subscription.requestEvents'];
    holders.forEach((holder, index) => {
      const viewer = viewerOf.get(holder.userId) ?? null;
      try {
        assertSubscriptionHolds(rule, holder, viewer);
      } catch {
        admitted.add(keys[index]);
        return;
      }
      if (seesEvent(viewer, { request, requester, requestType })) admitted.add(keys[index]);
    });
    return admitted;
  }

  /** The filter's values checked: BAD_USER_INPUT for an id that is not one. */
  private criteria(filter: RequestEventFilter): EventCriteria {
    if (filter.userId && !isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
    return {
      kinds: filter.kinds?.length ? new Set<RequestEventKind>(filter.kinds) : PUBLIC_KINDS,
      types: filter.types?.length ? new Set(filter.types) : null,
      department: filter.department?.trim().toLowerCase() || null,
      userId: filter.userId || null,
    };
  }

  /**
   * The request events the actor may see, narrowed by the filter: with `after` (a cursor), first those
   * the subscriber missed after it, then live ones, each once and in log order; without, from now on.
   */
  async requestEvents(
    actor: Actor,
    filter: RequestEventFilter = {},
    after: string | null = null,
  ): Promise<AsyncIterableIterator<RequestEventPayload>> {
    requireSignedIn(actor);
    const criteria = this.criteria(filter);
    const holder = subscriptionHolderOf(actor);
    const position = after === null ? null : decodeEventCursor(after);
    if (position !== null) await this.domainEvents.log.assertReadableAfter(position);
    const log = this.domainEvents.log;
    const key = holderKey(holder);
    return resumableStream({
      bus: this.relay.busFor(key),
      log,
      after: position,
      concerns: (event) => this.relay.concerns(event, key),
      // What the subscriber missed, narrowed in SQL by the same rule: a reader that sees few events
      // (staff see their own) does not check every event since its cursor one by one.
      read: async (from, limit) => {
        const viewer = (await this.holders(holder.userId)) ?? null;
        assertSubscriptionHolds(this.rules.operations['Subscription.requestEvents'], holder, viewer);
        // Every position up to the head was stamped by a committed sequencer: none can appear below it later.
        const head = await log.head();
        const events = await visibleEventsAfter(this.dataSource, viewer, from, limit, criteria, head);
        return { events, through: events.length < limit ? head : events.at(-1)!.position };
      },
      map: async (event) => {
        if (!criteria.kinds.has(event.kind)) return null;
        const snapshot = this.snapshot(event);
        const [request, requester, requestType, viewer] = await Promise.all([
          snapshot.request,
          snapshot.requester,
          snapshot.requestType,
          snapshot.users.load(holder.userId),
        ]);
        assertSubscriptionHolds(this.rules.operations['Subscription.requestEvents'], holder, viewer);
        const loaded = { request, requester, requestType };
        if (!seesEvent(viewer, loaded)) return null;
        if (criteria.userId && loaded.requester.id !== criteria.userId) return null;
        if (criteria.types && !criteria.types.has(loaded.requestType.name)) return null;
        if (criteria.department && (loaded.requester.department ?? '').trim().toLowerCase() !== criteria.department)
          return null;
        return payloadOf(event, { ...loaded, viewer });
      },
    });
  }

  /**
   * A page of the event log as `actor` may see it (the subscription's rule), oldest first: the events
   * after `after` (from the oldest kept without it). CURSOR_EXPIRED for a cursor past retention.
   */
  async events(
    actor: Actor,
    args: { after?: string | null; first?: number | null; filter?: RequestEventFilter | null },
  ): Promise<RequestEventPage> {
    requireSignedIn(actor);
    const viewer = actor.user!;
    const first = args.first ?? EVENT_PAGE_SIZE;
    if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE)
      throw badInput(`\`first\` must be between 0 and ${MAX_PAGE_SIZE} (asked for ${first})`, 'first');
    const criteria = this.criteria(args.filter ?? {});
    const position = args.after ? decodeEventCursor(args.after) : 0;
    if (args.after) await this.domainEvents.log.assertReadableAfter(position);
    const found = await visibleEventsAfter(this.dataSource, viewer, position, first + 1, criteria);
    const page = found.slice(0, first);
    const requests = page.length
      ? await this.dataSource.manager.findBy(LeaveRequestEntity, { id: In(page.map((event) => event.requestId)) })
      : [];
    const byId = new Map(requests.map((request) => [request.id, request]));
    const edges = page.flatMap((event) => {
      const request = byId.get(event.requestId);
      return request ? [{ cursor: event.cursor, node: { ...payloadOf(event, { request }), viewer } }] : [];
    });
    return {
      edges,
      pageInfo: {
        hasNextPage: found.length > first,
        hasPreviousPage: position > 0,
        startCursor: page[0]?.cursor ?? null,
        endCursor: page.at(-1)?.cursor ?? null,
      },
    };
  }

  /**
   * The actor's own notifications as they are stored (graphql-ws and the spec socket alike). With
   * `after` (the id of the last notification the client has), first those stored after it that it
   * missed (the newest NOTIFICATION_PAGE_SIZE of them), then new ones, each once.
   */
  async notificationsAdded(
    actor: Actor,
    after: string | null = null,
  ): Promise<AsyncIterableIterator<NotificationEntity>> {
    requireSignedIn(actor);
    const holder = subscriptionHolderOf(actor);
    // Listening before reading what was stored: nothing stored in between is missed (the id dedupes).
    const live = eventStream(this.domainEvents, async (message) => {
      if (message.type !== 'notification' || message.notification.userId !== holder.userId) return null;
      const [current] = await rowReader(this.dataSource, UserEntity).byIds([holder.userId]);
      assertSubscriptionHolds(this.rules.operations['Subscription.notificationAdded'], holder, current ?? null);
      return this.notifications.get({ ...actor, user: current }, message.notification.notificationId);
    });
    if (after === null) return live;
    try {
      return withReplay(await this.notifications.storedAfter(actor, after), live, (notification) => notification.id);
    } catch (error) {
      await live.return?.();
      throw error;
    }
  }

  /**
   * Which of the given sessions still hold: the person is active and has not logged out (token version
   * unchanged). Used to close sockets whose session ended. One query for all sessions of the process.
   */
  async endedSessions(sessions: { userId: string; tokenVersion: number | null }[]): Promise<Set<string>> {
    const ids = [...new Set(sessions.map((s) => s.userId))];
    if (!ids.length) return new Set();
    const rows = await sessionStates(this.dataSource, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ended = new Set<string>();
    for (const session of sessions) {
      const row = byId.get(session.userId);
      if (!row || !row.is_active || (session.tokenVersion !== null && row.token_version !== session.tokenVersion))
        ended.add(`${session.userId}:${session.tokenVersion}`);
    }
    return ended;
  }
}
