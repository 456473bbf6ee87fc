import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DirectoryProfile } from './directory-profile';
import type { GroupGrants } from './sso-groups';

/** How one person signs in with single sign-on: issuer + tenant + subject (Entra `oid`, else `sub`). */
@Entity({ name: 'user_sso_identities' })
export class SsoIdentityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  issuer: string;

  /** Entra `tid`; empty for issuers without tenants. */
  @Column({ name: 'tenant_id', type: 'text', default: '' })
  tenantId: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  /** The directory profile as last read (Graph `me` or the ID token's claims). */
  @Column({ name: 'directory_profile', type: 'jsonb', default: {} })
  directoryProfile: Partial<DirectoryProfile>;

  /** Powers the SSO_ADMIN_GROUPS / SSO_HR_GROUPS mapping granted, with what they replaced. */
  @Column({ name: 'group_grants', type: 'jsonb', default: {} })
  groupGrants: GroupGrants;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
