import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { canManageNotificationChannels, requireSession, requireSignedIn, type Actor } from '../../auth/policy';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { DispatchContext } from '../../realtime/domain-events';
import type { RequestEventMessage } from '../../realtime/events';
import type { AuditService } from '../audit';
import { availableDays, turnsLow, type BalanceService, type LeaveBalanceEntity } from '../balances';
import { LeaveRequestEntity } from '../leave-requests';
import type { PolicyService } from '../policy';
import { RequestTypeEntity } from '../request-types';
import { TeamEntity } from '../teams';
import { UserEntity } from '../users';
import { composeMessage, type EventContext } from './channel-message-composer';
import type { DeliveryOutbox } from './delivery-outbox';
import { notificationChannelQueries } from './notification-channel.queries';
import {
  HTTP_CHANNEL,
  NOTIFICATION_EVENTS,
  NotificationChannelEntity,
  NotificationRuleChannelEntity,
  NotificationRuleEntity,
  type NotificationEventValue,
} from './notification-channel.entity';

/** Spec §9 samples 0 and 1440; at most a year. */
export const MAX_COOLDOWN_MINUTES = 525_600;

export interface RuleInput {
  name?: string | null;
  event?: NotificationEventValue | null;
  conditions?: {
    departments?: string[] | null;
    teamIds?: string[] | null;
    requestTypes?: string[] | null;
    minDays?: number | null;
  } | null;
  channelIds?: string[] | null;
  enabled?: boolean | null;
  cooldownMinutes?: number | null;
}

/** Which rule events a request event can cause (some only under conditions checked later). */
const CANDIDATES: Record<RequestEventMessage['kind'], NotificationEventValue[]> = {
  SUBMITTED: ['request_submitted', 'approval_required', 'balance_low'],
  APPROVED: ['request_approved'],
  REJECTED: ['request_rejected'],
  CANCELLED: ['request_cancelled'],
  ESCALATED: ['request_escalated'],
  // A two-step request now waits for HR's approval.
  MANAGER_APPROVED: ['approval_required'],
};

const cleanList = (values: string[] | null | undefined) => [
  ...new Set((values ?? []).map((value) => value.trim()).filter(Boolean)),
];

/**
 * Notification rules (administrators) and the engine that applies them: after a request event
 * commits, every enabled rule for it whose conditions hold sends to its channels through the job
 * queue, at most once per rule and person within the rule's cooldown.
 */
export class NotificationRuleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: DeliveryOutbox,
    private readonly balances: BalanceService,
    private readonly policy: PolicyService,
    private readonly audit: AuditService,
    private readonly publicUrl: string | null,
  ) {}

  private assertManager(actor: Actor): asserts actor is Actor & { user: UserEntity } {
    requireSignedIn(actor);
    if (!canManageNotificationChannels(actor.user)) throw forbidden();
  }

  private async withChannels(rules: NotificationRuleEntity[], manager: EntityManager = this.dataSource.manager) {
    if (!rules.length) return rules;
    const links = await manager.find(NotificationRuleChannelEntity, { where: { ruleId: In(rules.map((r) => r.id)) } });
    for (const rule of rules)
      rule.channelIds = links.filter((link) => link.ruleId === rule.id).map((link) => link.channelId);
    return rules;
  }

  async list(actor: Actor): Promise<NotificationRuleEntity[]> {
    this.assertManager(actor);
    return this.withChannels(
      await this.dataSource.manager.find(NotificationRuleEntity, { order: { createdAt: 'ASC' } }),
    );
  }

  /** Rules by id, for the delivery log's rule field (the caller is already authorised). */
  async byIds(ids: readonly string[]): Promise<NotificationRuleEntity[]> {
    if (!ids.length) return [];
    return this.withChannels(
      await this.dataSource.manager.find(NotificationRuleEntity, { where: { id: In([...ids]) } }),
    );
  }

  private async checkInput(input: RuleInput, creating: boolean, manager: EntityManager) {
    const changes: Partial<NotificationRuleEntity> = {};
    if (creating || input.name != null) {
      const name = (input.name ?? '').trim();
      if (name.length < 2 || name.length > 100) throw badInput('Rule name must be 2 to 100 characters', 'name');
      changes.name = name;
    }
    if (creating || input.event != null) {
      if (!NOTIFICATION_EVENTS.includes(input.event as NotificationEventValue))
        throw badInput('Choose an event', 'event');
      changes.event = input.event!;
    }
    if (input.enabled != null) changes.enabled = input.enabled;
    if (input.cooldownMinutes != null) {
      if (
        !Number.isInteger(input.cooldownMinutes) ||
        input.cooldownMinutes < 0 ||
        input.cooldownMinutes > MAX_COOLDOWN_MINUTES
      )
        throw badInput(
          `Cooldown must be a whole number of minutes from 0 to ${MAX_COOLDOWN_MINUTES}`,
          'cooldownMinutes',
        );
      changes.cooldownMinutes = input.cooldownMinutes;
    }
    if (creating || input.conditions != null) {
      const conditions = input.conditions ?? {};
      changes.departments = cleanList(conditions.departments);
      const teamIds = cleanList(conditions.teamIds);
      if (
        teamIds.some((id) => !isUuid(id)) ||
        (teamIds.length && (await manager.count(TeamEntity, { where: { id: In(teamIds) } })) !== teamIds.length)
      )
        throw badInput('Unknown team', 'teamIds');
      changes.teamIds = teamIds;
      const requestTypes = cleanList(conditions.requestTypes);
      if (
        requestTypes.length &&
        (await manager.count(RequestTypeEntity, { where: { name: In(requestTypes) } })) !== requestTypes.length
      )
        throw badInput('Unknown request type', 'requestTypes');
      changes.requestTypes = requestTypes;
      const minDays = conditions.minDays ?? null;
      if (minDays !== null && (!Number.isFinite(minDays) || minDays < 0 || minDays > 365 || (minDays * 2) % 1 !== 0))
        throw badInput('Minimum days must be 0 to 365 in steps of 0.5', 'minDays');
      changes.minDays = minDays;
    }
    let channelIds: string[] | null = null;
    if (creating || input.channelIds != null) {
      channelIds = cleanList(input.channelIds);
      if (!channelIds.length) throw badInput('Choose at least one channel', 'channelIds');
      if (
        channelIds.some((id) => !isUuid(id)) ||
        (await manager.count(NotificationChannelEntity, { where: { id: In(channelIds), type: Not(HTTP_CHANNEL) } })) !==
          channelIds.length
      )
        throw badInput('Unknown channel', 'channelIds');
    }
    return { changes, channelIds };
  }

  private async setChannels(manager: EntityManager, ruleId: string, channelIds: string[]) {
    await manager.delete(NotificationRuleChannelEntity, { ruleId });
    await manager.insert(
      NotificationRuleChannelEntity,
      channelIds.map((channelId) => ({ ruleId, channelId })),
    );
  }

  async create(actor: Actor, input: RuleInput): Promise<NotificationRuleEntity> {
    this.assertManager(actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const { changes, channelIds } = await this.checkInput(input, true, manager);
      const rule = await manager.save(
        NotificationRuleEntity,
        manager.create(NotificationRuleEntity, { ...changes, createdBy: actor.user.id }),
      );
      await this.setChannels(manager, rule.id, channelIds!);
      await this.audit.record(manager, actor, {
        action: 'notification_rule.created',
        resourceType: 'notification_rule',
        resourceId: rule.id,
        details: { name: rule.name, event: rule.event, channels: channelIds },
      });
      return (await this.withChannels([rule], manager))[0];
    });
  }

  async update(actor: Actor, id: string, input: RuleInput): Promise<NotificationRuleEntity> {
    this.assertManager(actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const existing = isUuid(id)
        ? await manager.findOne(NotificationRuleEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!existing) throw notFound('Rule not found');
      const { changes, channelIds } = await this.checkInput(input, false, manager);
      if (Object.keys(changes).length) await manager.update(NotificationRuleEntity, { id }, changes);
      if (channelIds) await this.setChannels(manager, id, channelIds);
      await this.audit.record(manager, actor, {
        action: 'notification_rule.updated',
        resourceType: 'notification_rule',
        resourceId: id,
        details: { changed: [...Object.keys(changes), ...(channelIds ? ['channels'] : [])] },
      });
      const rule = (await manager.findOne(NotificationRuleEntity, { where: { id } }))!;
      return (await this.withChannels([rule], manager))[0];
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    this.assertManager(actor);
    requireSession(actor);
    return this.dataSource.transaction(async (manager) => {
      const result = isUuid(id) ? await manager.delete(NotificationRuleEntity, { id }) : { affected: 0 };
      if (!result.affected) throw notFound('Rule not found');
      await this.audit.record(manager, actor, {
        action: 'notification_rule.deleted',
        resourceType: 'notification_rule',
        resourceId: id,
      });
      return true;
    });
  }

  /**
   * Consumer of request events: applies the enabled rules, writing their deliveries (and claiming
   * their cooldowns) in the event's dispatch transaction.
   */
  async handleRequestEvent(event: RequestEventMessage, { manager }: DispatchContext): Promise<void> {
    const candidates = CANDIDATES[event.kind] ?? [];
    const rules = candidates.length
      ? await manager.find(NotificationRuleEntity, {
          where: { enabled: true, event: In(candidates) },
          order: { createdAt: 'ASC' },
        })
      : [];
    if (!rules.length || !isUuid(event.requestId)) return;
    const request = await manager.findOne(LeaveRequestEntity, { where: { id: event.requestId } });
    if (!request) return;
    // One after another: they share the dispatch transaction's connection.
    const requester = await manager.findOne(UserEntity, { where: { id: request.userId } });
    const type = await manager.findOne(RequestTypeEntity, { where: { id: request.requestTypeId } });
    const actor =
      event.actorId && isUuid(event.actorId)
        ? await manager.findOne(UserEntity, { where: { id: event.actorId } })
        : null;
    if (!requester || !type) return;
    const happened = new Set<NotificationEventValue>(
      candidates.filter((name) => name !== 'approval_required' && name !== 'balance_low'),
    );
    if ((event.kind === 'SUBMITTED' || event.kind === 'MANAGER_APPROVED') && request.status === 'pending')
      happened.add('approval_required');
    let balance: EventContext['balance'];
    if (event.kind === 'SUBMITTED' && rules.some((rule) => rule.event === 'balance_low')) {
      const row = await this.balanceAfter(request);
      balance = row ? { year: request.balanceYear, availableDays: availableDays(row) } : undefined;
      // Only the submission that crosses into "low" counts, not every later one.
      if (row && turnsLow(row, Number(request.days))) happened.add('balance_low');
    }
    const escalationDelayHours =
      event.kind === 'ESCALATED' ? (await this.policy.getSettings(manager)).escalationDelay : undefined;
    await this.withChannels(rules, manager);
    const channels = await manager.find(NotificationChannelEntity, {
      where: { id: In([...new Set(rules.flatMap((rule) => rule.channelIds ?? []))]) },
    });
    for (const rule of rules) {
      if (!happened.has(rule.event) || !this.matches(rule, request, requester, type)) continue;
      const targets = channels.filter(
        (channel) => rule.channelIds?.includes(channel.id) && channel.status !== 'inactive',
      );
      if (!targets.length) continue;
      const context: EventContext = {
        event: rule.event,
        occurredAt: event.occurredAt,
        request,
        requester,
        type,
        actor,
        escalationDelayHours,
        ...(rule.event === 'balance_low' ? { balance } : {}),
      };
      const allowed = await this.passCooldown(manager, rule, requester.id);
      // Each channel reads the message in its own language: one message per language among the targets.
      const messages = new Map(
        [...new Set(targets.map((channel) => channel.language))].map((language) => [
          language,
          composeMessage(context, rule, this.publicUrl, language),
        ]),
      );
      await this.outbox.enqueue(manager, targets, (_id, channel) => {
        const message = messages.get(channel.language)!;
        return {
          event: message.event,
          title: message.title,
          payload: JSON.stringify(message),
          ruleId: rule.id,
          subjectUserId: requester.id,
          requestId: request.id,
          source: event,
          ...(allowed
            ? {}
            : { suppressed: `Within the rule's ${rule.cooldownMinutes}-minute cooldown for this person` }),
        };
      });
    }
  }

  private matches(
    rule: NotificationRuleEntity,
    request: LeaveRequestEntity,
    requester: UserEntity,
    type: RequestTypeEntity,
  ): boolean {
    const department = (requester.department ?? '').trim().toLowerCase();
    if (rule.departments.length && !rule.departments.some((wanted) => wanted.trim().toLowerCase() === department))
      return false;
    if (rule.teamIds.length && !(requester.teamId && rule.teamIds.includes(requester.teamId))) return false;
    if (rule.requestTypes.length && !rule.requestTypes.includes(type.name)) return false;
    if (rule.minDays !== null && request.days < rule.minDays) return false;
    return true;
  }

  /** Claims the rule's cooldown for the person (notificationChannelQueries.claimCooldown). */
  private async passCooldown(manager: EntityManager, rule: NotificationRuleEntity, userId: string): Promise<boolean> {
    if (rule.cooldownMinutes <= 0) return true;
    return notificationChannelQueries.claimCooldown(manager, rule.id, userId, rule.cooldownMinutes);
  }

  /** The request's balance (of its year and type) as it is with the request held. */
  private async balanceAfter(request: LeaveRequestEntity): Promise<LeaveBalanceEntity | undefined> {
    const balances =
      (await this.balances.balancesForUsers([request.userId], request.balanceYear)).get(request.userId) ?? [];
    return balances.find((row) => row.requestTypeId === request.requestTypeId);
  }
}
