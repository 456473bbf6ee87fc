import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GroupGrants } from '../sso';

/** One of a person's addresses as a directory sends it. */
export interface ScimAddress {
  type?: string;
  primary?: boolean;
  formatted?: string;
  streetAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

/** One of a person's email addresses as a directory sends it. */
export interface ScimEmail {
  value: string;
  type?: string;
  primary?: boolean;
  display?: string;
}

/** What a directory told about a person it provisions, beyond the person's own columns. */
@Entity({ name: 'scim_users' })
export class ScimUserEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The directory's userName (often the principal name, which need not be the email). */
  @Column({ name: 'user_name', type: 'text' })
  userName: string;

  /** Roles the SSO group settings granted through this person's directory groups, with what they replaced. */
  @Column({ name: 'group_grants', type: 'jsonb', default: {} })
  groupGrants: GroupGrants;

  /** The directory's displayName as sent; null when it sent none (then the resource has none). */
  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  /** The directory's name.formatted, when it is not the person's given and family name. */
  @Column({ name: 'formatted_name', type: 'text', nullable: true })
  formattedName: string | null;

  /** The directory's preferredLanguage as sent; the person's language is the one it names, if Leavewise speaks it. */
  @Column({ name: 'preferred_language', type: 'text', nullable: true })
  preferredLanguage: string | null;

  /** The directory's addresses (RFC 7643 §4.1.2), kept as sent; the work one is also the person's work address. */
  @Column({ type: 'jsonb', nullable: true })
  addresses: ScimAddress[] | null;

  /** The directory's emails as sent (RFC 7643 §4.1.2); the work one is the person's address. */
  @Column({ type: 'jsonb', nullable: true })
  emails: ScimEmail[] | null;

  /**
   * Whether the directory's last word on the person had a name: without one the resource has none, and the
   * person keeps the names Leavewise has.
   */
  @Column({ name: 'name_assigned', type: 'boolean', default: true })
  nameAssigned: boolean;

  /** Whether it had `active`: without it the resource has none, and the person stays as they are. */
  @Column({ name: 'active_assigned', type: 'boolean', default: true })
  activeAssigned: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the directory deleted the person: they stay deactivated and are no longer a SCIM resource. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

/** A directory group: its members may be a team's people, and the SSO group settings may give them roles. */
@Entity({ name: 'scim_groups' })
export class ScimGroupEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ name: 'external_id', type: 'text', nullable: true })
  externalId: string | null;

  /** The team of the same name, whose people the group's members are. */
  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity({ name: 'scim_group_members' })
export class ScimGroupMemberEntity {
  @PrimaryColumn({ name: 'group_id', type: 'uuid' })
  groupId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
}
