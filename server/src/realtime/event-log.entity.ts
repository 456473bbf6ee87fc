import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One domain event in the append-only log. `position` is null until the sequencer stamps it after
 * its transaction committed; readers see only stamped events (realtime/event-log.ts).
 */
@Entity({ name: 'event_log' })
export class EventLogEntity {
  /** The stable event id: the same in subscriptions, notifications' causes and webhook deliveries. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Insertion order, used only to order events stamped together (a change's own events stay in order). */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq: string;

  /** The commit-ordered place in the log (the cursor); null until stamped. */
  @Column({ type: 'bigint', nullable: true, insert: false })
  position: string | null;

  @Column({ type: 'text' })
  kind: string;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'on_behalf_of_id', type: 'uuid', nullable: true })
  onBehalfOfId: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** A few facts of the event (e.g. the request's reference and new status); ids stay in the columns. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload: Record<string, unknown>;

  /** When the once-only consumers (notifications, rules, webhooks) handled it. */
  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true, insert: false })
  dispatchedAt: Date | null;
}
