import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import {
  assertSubscriptionHolds,
  canReadRequest,
  requireSignedIn,
  subscriptionHolderOf,
  withReportingLine,
  type Actor,
  type PersonInLine,
} from '../auth/policy';
import { rowReader } from '../db/rows';
import { badInput } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import type { NotificationEntity } from '../modules/notifications/notification.entity';
import type { NotificationService } from '../modules/notifications/notification.service';
import { RequestTypeEntity } from '../modules/request-types/request-type.entity';
import { UserEntity } from '../modules/users/user.entity';
import { eventStream } from './event-stream';
import type { EventBus, RequestEventKind, RequestEventMessage } from './events';

export type PublicRequestEventKind = Exclude<RequestEventKind, 'ESCALATED'>;
const PUBLIC_KINDS = new Set<RequestEventKind>(['SUBMITTED', 'MANAGER_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED']);

export interface RequestEventFilter {
  kinds?: PublicRequestEventKind[] | null;
  types?: string[] | null;
  department?: string | null;
  userId?: string | null;
}

/** What `requestEvents` delivers: the request as loaded for this event, with its requester and type. */
export interface RequestEventPayload {
  kind: PublicRequestEventKind;
  occurredAt: string;
  actorId: string | null;
  request: LeaveRequestEntity;
  requester: UserEntity;
  requestType: RequestTypeEntity;
  /** The subscriber as loaded for this event (fresh role, manager and active flag). */
  viewer: UserEntity;
}

/** Loads done once per event per process, shared by every subscriber who receives it. */
interface EventSnapshot {
  request: Promise<LeaveRequestEntity | null>;
  requester: Promise<(UserEntity & PersonInLine) | null>;
  requestType: Promise<RequestTypeEntity | null>;
  /** Subscribers as they are now, loaded in one batch for all subscribers of this process. */
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

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly notifications: NotificationService,
  ) {}

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
        users: new DataLoader(
          async (ids) => {
            const rows = await manager.find(UserEntity, { where: { id: In([...ids]) } });
            const byId = new Map(rows.map((row) => [row.id, row]));
            return ids.map((id) => byId.get(id) ?? null);
          },
          { maxBatchSize: 5000 },
        ),
      };
      this.snapshots.set(event, snapshot);
    }
    return snapshot;
  }

  /** The request events the actor may see, narrowed by the filter. */
  requestEvents(actor: Actor, filter: RequestEventFilter = {}): AsyncIterableIterator<RequestEventPayload> {
    requireSignedIn(actor);
    if (filter.userId && !isUuid(filter.userId)) throw badInput('userId is not a valid id', 'userId');
    const holder = subscriptionHolderOf(actor);
    const kinds = filter.kinds?.length ? new Set<RequestEventKind>(filter.kinds) : null;
    const types = filter.types?.length ? new Set(filter.types) : null;
    const department = filter.department?.trim().toLowerCase() || null;
    return eventStream(this.bus, async (message) => {
      if (message.type !== 'request') return null;
      const event = message.event;
      if (!PUBLIC_KINDS.has(event.kind) || (kinds && !kinds.has(event.kind))) return null;
      const snapshot = this.snapshot(event);
      const [request, requester, requestType, viewer] = await Promise.all([
        snapshot.request,
        snapshot.requester,
        snapshot.requestType,
        snapshot.users.load(holder.userId),
      ]);
      assertSubscriptionHolds('Subscription.requestEvents', holder, viewer);
      if (!request || !requester || !requestType) return null;
      if (!canReadRequest(viewer, requester)) return null;
      if (filter.userId && requester.id !== filter.userId) return null;
      if (types && !types.has(requestType.name)) return null;
      if (department && (requester.department ?? '').trim().toLowerCase() !== department) return null;
      return {
        kind: event.kind as PublicRequestEventKind,
        occurredAt: event.occurredAt,
        actorId: event.actorId,
        request,
        requester,
        requestType,
        viewer,
      };
    });
  }

  /** The actor's own notifications as they are stored (graphql-ws and the spec socket alike). */
  notificationsAdded(actor: Actor): AsyncIterableIterator<NotificationEntity> {
    requireSignedIn(actor);
    const holder = subscriptionHolderOf(actor);
    return eventStream(this.bus, async (message) => {
      if (message.type !== 'notification' || message.notification.userId !== holder.userId) return null;
      const [current] = await rowReader(this.dataSource, UserEntity).byIds([holder.userId]);
      assertSubscriptionHolds('Subscription.notificationAdded', holder, current ?? null);
      return this.notifications.get({ ...actor, user: current }, message.notification.notificationId);
    });
  }

  /**
   * Which of the given sessions still hold: the person is active and has not logged out (token version
   * unchanged). Used to close sockets whose session ended. One query for all sessions of the process.
   */
  async endedSessions(sessions: { userId: string; tokenVersion: number | null }[]): Promise<Set<string>> {
    const ids = [...new Set(sessions.map((s) => s.userId))];
    if (!ids.length) return new Set();
    const rows: { id: string; is_active: boolean; token_version: number }[] = await this.dataSource.query(
      `SELECT id, is_active, token_version FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
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
