import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Slack account linked to a Leavewise person: clicks by that Slack user are theirs. */
@Entity({ name: 'slack_links' })
export class SlackLinkEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'slack_user_id', type: 'text', unique: true })
  slackUserId: string;

  /** The Slack user's name as Slack sent it with the link command (null when it sent none). */
  @Column({ name: 'slack_user_name', type: 'text', nullable: true })
  slackUserName: string | null;

  @Column({ name: 'linked_at', type: 'timestamptz' })
  linkedAt: Date;
}

/** A one-time code from the profile that links the Slack account which sends it (its SHA-256 only). */
@Entity({ name: 'slack_link_codes' })
export class SlackLinkCodeEntity {
  @PrimaryColumn({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
