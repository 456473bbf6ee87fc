import type { DataSource, EntityManager } from 'typeorm';
import {
  approversOf,
  firstStepTakers,
  requireSignedIn,
  seesEveryone,
  withReportingLine,
  type Actor,
} from '../../auth/policy';
import { pageWindow, toConnection, type Connection, type ConnectionArgs } from '../../lib/connection';
import { badInput, notFound } from '../../lib/errors';
import { formatDateRange, languageOf, translatorFor } from '../../i18n';
import { isUuid } from '../../lib/ids';
import type { DispatchContext } from '../../realtime/domain-events';
import { singleLine } from '../../lib/plain-text';
import type { EventBus, RequestEventMessage } from '../../realtime/events';
import type { AuditService } from '../audit';
import type { DelegationService } from '../delegations';
import type { EmailService } from '../email';
import { LeaveRequestEntity } from '../leave-requests/model';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import { UserEntity } from '../users/model';
import { NotificationEntity, type NotificationTypeValue } from './notification.entity';
import { notificationQueries } from './notification.queries';

/** Spec §9: notification lists are paged by 50. */
export const NOTIFICATION_PAGE_SIZE = 50;

interface NewNotification {
  user: UserEntity;
  type: NotificationTypeValue;
  title: string;
  body: string;
  sound: string | null;
  requestId: string | null;
}

/** Files the server serves under /sounds/ (server/public/sounds). */
export const SOUNDS: Record<NotificationTypeValue, string | null> = {
  pto_request_submitted: 'notification.wav',
  pto_approval_required: 'notification.wav',
  pto_request_approved: 'success.wav',
  pto_request_rejected: 'error.wav',
  other: null,
};

const fullName = (user: Pick<UserEntity, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/**
 * The viewer's notifications (only ever their own), and the notifications the request lifecycle
 * creates: the approver(s) on submission and escalation, the requester on approval and rejection,
 * as the policy's notifyOn* switches allow. Each also goes out by email and to its recipient's push devices,
 * unless its recipient muted that type.
 */
export class NotificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: PolicyService,
    private readonly audit: AuditService,
    private readonly email: EmailService,
    private readonly events: EventBus,
    private readonly delegations: DelegationService,
    /** Which notification types each person does not want by email (their own preferences). */
    private readonly mutedEmailTypes: (
      manager: EntityManager,
      userIds: string[],
    ) => Promise<Map<string, Set<string>>> = async () => new Map(),
    /** Single-use approve and reject links for an approver's email (quick-decisions), or null. */
    private readonly decisionLinks: (
      manager: EntityManager,
      requestId: string,
      approverId: string,
    ) => Promise<{ approve: string; reject: string } | null> = async () => null,
    /** Queues a stored notification for its recipient's push devices (push), in the same transaction. */
    private readonly pushNotification: (
      manager: EntityManager,
      notification: NotificationEntity,
    ) => Promise<void> = async () => {},
  ) {}

  /** The viewer's notifications, newest first, 50 a page. */
  async list(actor: Actor, args: ConnectionArgs = {}): Promise<Connection<NotificationEntity>> {
    requireSignedIn(actor);
    const manager = this.dataSource.manager;
    const total = await notificationQueries.countOf(manager, actor.user.id);
    const window = pageWindow({ first: args.first ?? NOTIFICATION_PAGE_SIZE, after: args.after }, total);
    return toConnection(await notificationQueries.pageOf(manager, actor.user.id, window), window, total);
  }

  /**
   * The viewer's notifications stored after the one whose id is `afterId` (at most `limit`, the newest of
   * them), oldest first: what a stream that reconnects missed. Nothing when that notification is not
   * theirs or no longer exists (cleared): the stream then goes on with new ones only.
   */
  async storedAfter(actor: Actor, afterId: string, limit = NOTIFICATION_PAGE_SIZE): Promise<NotificationEntity[]> {
    requireSignedIn(actor);
    if (!isUuid(afterId)) throw badInput('`after` is not a notification id', 'after');
    const rows = await notificationQueries.newestAfter(this.dataSource.manager, actor.user.id, afterId, limit);
    return rows.reverse();
  }

  async unreadCount(actor: Actor): Promise<number> {
    requireSignedIn(actor);
    return notificationQueries.unreadCountOf(this.dataSource, actor.user.id);
  }

  /** One of the viewer's notifications, or null (someone else's is indistinguishable from a missing one). */
  async get(actor: Actor, id: string): Promise<NotificationEntity | null> {
    requireSignedIn(actor);
    if (!isUuid(id)) return null;
    return this.dataSource.manager.findOne(NotificationEntity, { where: { id, userId: actor.user.id } });
  }

  async markRead(actor: Actor, id: string): Promise<NotificationEntity> {
    requireSignedIn(actor);
    if (!isUuid(id)) throw notFound('Notification not found');
    return this.dataSource.transaction(async (manager) => {
      if (!(await notificationQueries.markRead(manager, actor.user.id, id))) throw notFound('Notification not found');
      await this.audit.record(manager, actor, {
        action: 'notification.read',
        resourceType: 'notification',
        resourceId: id,
      });
      return (await manager.findOne(NotificationEntity, { where: { id } }))!;
    });
  }

  /** Marks every unread notification of the viewer read; returns how many changed. */
  async markAllRead(actor: Actor): Promise<number> {
    requireSignedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      const count = await notificationQueries.markAllRead(manager, actor.user.id);
      await this.audit.record(manager, actor, {
        action: 'notification.all_read',
        resourceType: 'notification',
        details: { count },
      });
      return count;
    });
  }

  async delete(actor: Actor, id: string): Promise<boolean> {
    requireSignedIn(actor);
    if (!isUuid(id)) throw notFound('Notification not found');
    return this.dataSource.transaction(async (manager) => {
      if (!(await notificationQueries.deleteOne(manager, actor.user.id, id))) throw notFound('Notification not found');
      await this.audit.record(manager, actor, {
        action: 'notification.deleted',
        resourceType: 'notification',
        resourceId: id,
      });
      return true;
    });
  }

  /** Deletes every notification of the viewer; returns how many. */
  async clear(actor: Actor): Promise<number> {
    requireSignedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      const count = await notificationQueries.deleteAll(manager, actor.user.id);
      await this.audit.record(manager, actor, {
        action: 'notification.cleared',
        resourceType: 'notification',
        details: { count },
      });
      return count;
    });
  }

  /**
   * Consumer of request events: stores the notifications the event calls for and queues their emails
   * in the event's dispatch transaction, then announces each on the bus once it has committed.
   */
  async handleRequestEvent(event: RequestEventMessage, { manager, afterCommit }: DispatchContext): Promise<void> {
    const request = isUuid(event.requestId)
      ? await manager.findOne(LeaveRequestEntity, { where: { id: event.requestId } })
      : null;
    if (!request) return;
    // One after another: they share the dispatch transaction's connection.
    const requester = await manager.findOne(UserEntity, { where: { id: request.userId } });
    const type = await manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    const actor = event.actorId ? await manager.findOne(UserEntity, { where: { id: event.actorId } }) : null;
    const settings = await this.policy.getSettings(manager);
    const onBehalf = event.onBehalfOfId
      ? await manager.findOne(UserEntity, { where: { id: event.onBehalfOfId } })
      : null;
    if (!requester || !type) return;
    const requesterName = fullName(requester);
    // Each recipient reads the notification (in the app, by email and on their devices) in their own language.
    const say = (recipient: UserEntity) => {
      const language = languageOf(recipient);
      const t = translatorFor(language);
      const what = t('notifications', 'what', {
        days: request.days,
        type: type.displayName,
        dates: formatDateRange(request.startDate, request.endDate, language),
        requestId: request.requestId,
      });
      const standIn = (onBehalfOf: UserEntity | null) =>
        onBehalfOf ? t('notifications', 'standIn', { approver: fullName(onBehalfOf) }) : '';
      const decision = {
        approver: actor ? fullName(actor) : 'none',
        onBehalfOf: onBehalf ? fullName(onBehalf) : 'none',
      };
      return { t, what, standIn, decision };
    };
    const drafts: NewNotification[] = [];
    switch (event.kind) {
      case 'SUBMITTED':
        // A request approved at once (a type that needs no approval) has nothing left to decide.
        if (!settings.notifyOnSubmission || request.status !== 'pending') break;
        for (const { user, onBehalfOf } of await this.approversOf(manager, request, requester)) {
          const { t, what, standIn } = say(user);
          drafts.push({
            user,
            type: 'pto_request_submitted',
            title: t('notifications', 'submitted.title'),
            body: t('notifications', 'submitted.body', {
              requester: requesterName,
              what,
              standIn: standIn(onBehalfOf),
            }),
            sound: SOUNDS.pto_request_submitted,
            requestId: request.id,
          });
        }
        break;
      case 'ESCALATED':
        if (!settings.notifyOnSubmission || request.status !== 'pending') break;
        for (const { user, onBehalfOf } of await this.approversOf(manager, request, requester, true)) {
          const { t, what, standIn } = say(user);
          drafts.push({
            user,
            type: 'pto_approval_required',
            title: t('notifications', 'escalated.title'),
            body: t('notifications', 'escalated.body', {
              requester: requesterName,
              what,
              hours: settings.escalationDelay,
              standIn: standIn(onBehalfOf),
            }),
            sound: SOUNDS.pto_approval_required,
            requestId: request.id,
          });
        }
        break;
      case 'MANAGER_APPROVED':
        if (!settings.notifyOnSubmission || request.status !== 'pending') break;
        for (const { user, onBehalfOf } of await this.approversOf(manager, request, requester)) {
          const { t, what, standIn, decision } = say(user);
          drafts.push({
            user,
            type: 'pto_approval_required',
            title: t('notifications', 'hrApproval.title'),
            body: t('notifications', 'hrApproval.body', {
              requester: requesterName,
              what,
              ...decision,
              standIn: standIn(onBehalfOf),
            }),
            sound: SOUNDS.pto_approval_required,
            requestId: request.id,
          });
        }
        if (settings.notifyOnApproval) {
          const { t, what, decision } = say(requester);
          drafts.push({
            user: requester,
            type: 'other',
            title: t('notifications', 'managerApproved.title'),
            body: t('notifications', 'managerApproved.body', { what, ...decision }),
            sound: null,
            requestId: request.id,
          });
        }
        break;
      case 'APPROVED': {
        if (!settings.notifyOnApproval) break;
        const { t, what, decision } = say(requester);
        drafts.push({
          user: requester,
          type: 'pto_request_approved',
          title: t('notifications', 'approved.title'),
          body: t('notifications', 'approved.body', { what, ...decision }),
          sound: SOUNDS.pto_request_approved,
          requestId: request.id,
        });
        break;
      }
      case 'REJECTED': {
        if (!settings.notifyOnRejection) break;
        const { t, what, decision } = say(requester);
        drafts.push({
          user: requester,
          type: 'pto_request_rejected',
          title: t('notifications', 'rejected.title'),
          body: t('notifications', 'rejected.body', {
            what,
            ...decision,
            reason: request.rejectionReason ?? '',
          }).trim(),
          sound: SOUNDS.pto_request_rejected,
          requestId: request.id,
        });
        break;
      }
      case 'CANCELLED':
        break;
    }
    const created = await this.createMany(
      drafts.filter((draft) => draft.user.isActive && draft.user.id !== event.actorId),
      manager,
    );
    afterCommit(async () => {
      for (const notification of created)
        await this.events.publishNotification({ notificationId: notification.id, userId: notification.userId });
    });
  }

  /** Stores notifications and queues one email each, in one transaction. */
  async createMany(drafts: NewNotification[], outer?: EntityManager): Promise<NotificationEntity[]> {
    if (!drafts.length) return [];
    const work = async (manager: EntityManager) => {
      const created: NotificationEntity[] = [];
      const muted = await this.mutedEmailTypes(manager, [...new Set(drafts.map((draft) => draft.user.id))]);
      for (const draft of drafts) {
        const notification = await notificationQueries.store(manager, { ...draft, userId: draft.user.id });
        if (!muted.get(draft.user.id)?.has(draft.type)) {
          await this.pushNotification(manager, notification);
          const links =
            draft.requestId && DECIDED_BY_RECIPIENT.includes(draft.type)
              ? await this.decisionLinks(manager, draft.requestId, draft.user.id)
              : null;
          const t = translatorFor(languageOf(draft.user));
          const decide = links ? `\n\n${t('emails', 'decisionLinks', links)}` : '';
          await this.email.enqueue(manager, {
            to: draft.user.email,
            subject: t('emails', 'notificationSubject', { title: draft.title }),
            // Names and reasons in the body are one line each: they cannot add lines of their own.
            text: `${t('emails', 'greeting', { name: singleLine(draft.user.firstName) })}\n\n${singleLine(draft.body)}${decide}\n\n${t('emails', 'signOff')}`,
            notificationId: notification.id,
            sensitive: Boolean(links),
          });
        }
        created.push(notification);
      }
      return created;
    };
    return outer ? work(outer) : this.dataSource.transaction(work);
  }

  /**
   * Who decides the request now (policy.approversOf: its manager at its escalation level, HR and
   * administrators when routed to them) and the running delegates of each, told whom they stand in for;
   * never those who took its first step (policy.canDecideRequest refuses them the second).
   */
  private async approversOf(
    manager: EntityManager,
    request: LeaveRequestEntity,
    requester: UserEntity,
    onlyNewlyRouted = false,
  ): Promise<{ user: UserEntity; onBehalfOf: UserEntity | null }[]> {
    const line = await withReportingLine(manager, requester);
    const now = approversOf(request, line);
    // After an escalation, only those the request has just reached (the next manager, or HR).
    const before = onlyNewlyRouted
      ? approversOf(
          { ...request, escalationLevel: request.escalationLevel === 2 && line.managersAbove.length >= 2 ? 1 : 0 },
          line,
        )
      : { managerIds: [], hr: false };
    const managerIds = now.managerIds.filter((id) => !before.managerIds.includes(id));
    const hr = now.hr && !before.hr;
    const approvers = await notificationQueries.peopleByIds(manager, managerIds);
    if (hr) approvers.push(...(await notificationQueries.hrAndAdministrators(manager)).filter(seesEveryone));
    const tookFirstStep = firstStepTakers(request);
    const deciders = approvers.filter((user) => !tookFirstStep.includes(user.id));
    const delegates = await this.delegations.delegatesOf(
      deciders.map((user) => user.id),
      manager,
    );
    const recipients = new Map<string, { user: UserEntity; onBehalfOf: UserEntity | null }>();
    for (const approver of deciders) {
      if (approver.isActive) recipients.set(approver.id, { user: approver, onBehalfOf: null });
    }
    for (const approver of deciders)
      for (const delegate of delegates.get(approver.id) ?? [])
        if (!recipients.has(delegate.id)) recipients.set(delegate.id, { user: delegate, onBehalfOf: approver });
    for (const id of [requester.id, ...tookFirstStep]) recipients.delete(id);
    return [...recipients.values()];
  }
}

/** Notifications whose recipient decides the request: their emails carry decision links. */
const DECIDED_BY_RECIPIENT: NotificationTypeValue[] = ['pto_request_submitted', 'pto_approval_required'];
