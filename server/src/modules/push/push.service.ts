import type { DataSource, EntityManager } from 'typeorm';
import webpush from 'web-push';
import { requireSignedIn, type Actor } from '../../auth/policy';
import type { JobQueue } from '../../jobs/queue';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { OutboundRefused, type OutboundHttp } from '../../lib/outbound-http';
import { componentLogger } from '../../observability/logger';
import { PushSubscriptionEntity } from './push-subscription.entity';
import type { VapidSettings } from '../../config/vapid';
import { pushQueries } from './push.queries';

const log = componentLogger('push');

/** The queue that sends every push message (one job per device and notification). */
export const PUSH_QUEUE = 'push.send';
/** With the queue's backoff (30 s doubling): about 15 minutes, after which the news is stale. */
export const PUSH_MAX_ATTEMPTS = 6;
/** Devices one person may register; the oldest must be removed first. */
export const MAX_PUSH_DEVICES = 20;
// As the shared input limit of every string argument.
const MAX_ENDPOINT_LENGTH = 1000;
const MAX_USER_AGENT_LENGTH = 512;
/** How long a push service keeps an undelivered message (a phone that is off): a day. */
const TTL_SECONDS = 24 * 3600;

export interface PushDeviceInput {
  endpoint?: string | null;
  p256dh?: string | null;
  auth?: string | null;
  userAgent?: string | null;
}

/** What the service worker shows: the notification's title and text, and the page its click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app. */
  url: string;
  /** Replaces an earlier message about the same notification. */
  tag: string;
}

/** A notification to send, as the notifications module stores it. */
export interface PushableNotification {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
}

/** Approvers open their approvals; everyone else their request history (as the notification list does). */
export function pushTarget(type: string): string {
  return type === 'pto_request_submitted' || type === 'pto_approval_required' ? '/approvals' : '/history';
}

function base64urlBytes(value: string | null | undefined): Buffer | null {
  const text = (value ?? '').trim();
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

/**
 * Web Push: each person's devices (browsers that subscribed with the Push API) and the messages sent
 * to them through the job queue, signed with the server's VAPID key and encrypted for each device
 * (RFC 8291). Calls go through the outbound HTTP rules: https only, public addresses only (a host on
 * WEBHOOK_ALLOWED_HOSTS may also be called by plain http, which is how tests reach a local receiver).
 */
export class PushService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly outbound: OutboundHttp,
    private readonly vapid: VapidSettings | undefined,
    private readonly plainHttpHosts: readonly string[] = [],
  ) {}

  /** The key browsers subscribe with; null when this server sends no push. */
  publicKey(): string | null {
    return this.vapid?.publicKey ?? null;
  }

  async devices(actor: Actor): Promise<PushSubscriptionEntity[]> {
    requireSignedIn(actor);
    return this.dataSource.manager.find(PushSubscriptionEntity, {
      where: { userId: actor.user.id },
      order: { createdAt: 'ASC' },
      take: MAX_PUSH_DEVICES,
    });
  }

  private async checkEndpoint(raw: string | null | undefined): Promise<string> {
    const endpoint = (raw ?? '').trim();
    if (!endpoint) throw badInput('The subscription has no endpoint', 'endpoint');
    if (endpoint.length > MAX_ENDPOINT_LENGTH)
      throw badInput(`The endpoint is longer than ${MAX_ENDPOINT_LENGTH} characters`, 'endpoint');
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw badInput('The endpoint is not a URL', 'endpoint');
    }
    const plainAllowed = url.protocol === 'http:' && this.plainHttpHosts.includes(url.hostname.toLowerCase());
    if (url.protocol !== 'https:' && !plainAllowed) throw badInput('The endpoint must be an https URL', 'endpoint');
    const problem = await this.outbound.problem(endpoint);
    if (problem) throw badInput(`The endpoint is not allowed: ${problem}`, 'endpoint');
    return endpoint;
  }

  /**
   * Registers (or renews) this browser's subscription for the signed-in person. An endpoint belongs
   * to one browser: registered again by someone else who signed in there, it becomes theirs.
   */
  async register(actor: Actor, input: PushDeviceInput): Promise<PushSubscriptionEntity> {
    requireSignedIn(actor);
    if (!this.vapid) throw badInput('This server does not send push notifications');
    const endpoint = await this.checkEndpoint(input.endpoint);
    const p256dh = base64urlBytes(input.p256dh);
    if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4)
      throw badInput('The subscription key p256dh must be a P-256 public key (65 bytes, base64url)', 'p256dh');
    const auth = base64urlBytes(input.auth);
    if (!auth || auth.length !== 16)
      throw badInput('The subscription secret auth must be 16 bytes (base64url)', 'auth');
    const userAgent = input.userAgent?.trim() || null;
    if (userAgent && userAgent.length > MAX_USER_AGENT_LENGTH)
      throw badInput(`The user agent is longer than ${MAX_USER_AGENT_LENGTH} characters`, 'userAgent');
    return this.dataSource.transaction(async (manager) => {
      // One registration at a time per person, so the device limit holds.
      await pushQueries.lockPerson(manager, actor.user.id);
      if ((await pushQueries.otherDevices(manager, actor.user.id, endpoint)) >= MAX_PUSH_DEVICES)
        throw badInput(`You have ${MAX_PUSH_DEVICES} devices with notifications on; remove one first`, 'endpoint');
      const id = await pushQueries.saveDevice(manager, {
        userId: actor.user.id,
        endpoint,
        p256dh: p256dh.toString('base64url'),
        auth: auth.toString('base64url'),
        userAgent,
      });
      return manager.findOneByOrFail(PushSubscriptionEntity, { id });
    });
  }

  /** Removes one of the person's own devices; another person's is not found. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    requireSignedIn(actor);
    const result = isUuid(id)
      ? await this.dataSource.manager.delete(PushSubscriptionEntity, { id, userId: actor.user.id })
      : { affected: 0 };
    if (!result.affected) throw notFound('Device not found');
    return true;
  }

  /**
   * Queues the notification for each of its recipient's devices, in the caller's transaction (so
   * nothing is sent for a notification that was rolled back). The caller has checked the muting.
   */
  async enqueue(manager: EntityManager, notification: PushableNotification): Promise<void> {
    if (!this.vapid) return;
    const devices = await pushQueries.devicesOf(manager, notification.userId);
    for (const device of devices)
      await this.jobs.enqueue(
        manager,
        PUSH_QUEUE,
        { subscriptionId: device.id, notificationId: notification.id },
        { maxAttempts: PUSH_MAX_ATTEMPTS, singletonKey: `${device.id}:${notification.id}` },
      );
  }

  /**
   * The job: one attempt to send one notification to one device. A 404 or 410 means the browser
   * unsubscribed: the device is removed. Other refusals (4xx) are final; a 429, a 5xx or a network
   * failure throws, so the queue retries with backoff.
   */
  async send(subscriptionId: string, notificationId: string, signal?: AbortSignal): Promise<void> {
    if (!this.vapid) return;
    const device = await this.dataSource.manager.findOne(PushSubscriptionEntity, {
      where: { id: subscriptionId },
      select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true },
    });
    const notification = await pushQueries.notification(this.dataSource, notificationId);
    // Gone, or the device changed hands since: nothing to send.
    if (!device || !notification || notification.user_id !== device.userId) return;
    const message: PushMessage = {
      title: notification.title,
      body: notification.body.length > 500 ? `${notification.body.slice(0, 499)}…` : notification.body,
      url: pushTarget(notification.type),
      tag: notification.id,
    };
    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails: this.vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: notification.type === 'other' ? 'normal' : 'high',
      },
    );
    let status: number;
    try {
      ({ status } = await this.outbound.request(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        maxBodyBytes: 1024,
        signal,
      }));
    } catch (error) {
      if (error instanceof OutboundRefused) {
        log.warn({ subscriptionId, reason: error.message }, 'push endpoint refused; not retried');
        return;
      }
      throw error;
    }
    if (status >= 200 && status < 300) {
      await pushQueries.markSent(this.dataSource, device.id);
      return;
    }
    if (status === 404 || status === 410) {
      await pushQueries.forget(this.dataSource, device.id);
      return;
    }
    if (status === 429 || status >= 500) throw new Error(`The push service answered ${status}`);
    log.warn({ subscriptionId, status }, 'push service refused the message; not retried');
  }
}
