import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const CALENDAR_FEED_KINDS = ['mine', 'team', 'company'] as const;
export type CalendarFeedKindValue = (typeof CALENDAR_FEED_KINDS)[number];

/**
 * One of a person's iCalendar feeds. The secret in its URL is the credential: only its SHA-256 hash
 * is stored, so the URL is shown once (when created or reset) and a reset revokes the old one.
 */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: CalendarFeedKindValue;

  /** SHA-256 of the URL's secret; null until the person creates the URL, or after revoking it. */
  @Column({ name: 'secret_hash', type: 'text', nullable: true })
  secretHash: string | null;

  /** The first characters of the secret, to tell URLs apart. */
  @Column({ name: 'secret_prefix', type: 'text', nullable: true })
  secretPrefix: string | null;

  @Column({ name: 'secret_created_at', type: 'timestamptz', nullable: true })
  secretCreatedAt: Date | null;

  @Column({ name: 'include_pending', type: 'boolean', default: true })
  includePending: boolean;

  /** For the "my leave" feed: add the leave of the people the owner may see. */
  @Column({ name: 'include_team', type: 'boolean', default: false })
  includeTeam: boolean;

  @Column({ name: 'include_holidays', type: 'boolean', default: true })
  includeHolidays: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One fetch of a feed by a calendar client, recorded by the server. */
@Entity({ name: 'calendar_feed_fetches' })
export class CalendarFeedFetchEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'feed_id', type: 'uuid' })
  feedId: string;

  @Column({ name: 'fetched_at', type: 'timestamptz' })
  fetchedAt: Date;

  /** A readable name of the client, derived from its User-Agent. */
  @Column({ type: 'text' })
  client: string;

  @Column({ name: 'user_agent', type: 'text', default: '' })
  userAgent: string;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'status_code', type: 'integer' })
  statusCode: number;

  @Column({ name: 'event_count', type: 'integer', default: 0 })
  eventCount: number;
}
