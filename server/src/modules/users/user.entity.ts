import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { TeamEntity } from '../teams';

/** HR manages people, balances, request types and the leave policy; only ADMIN administers the system (policy.ts). */
export const ROLES = ['staff', 'team-lead', 'manager', 'hr', 'admin'] as const;
export type RoleValue = (typeof ROLES)[number];

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text', select: false, nullable: true })
  passwordHash: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ type: 'text', nullable: true })
  department: string | null;

  @Column({ name: 'job_title', type: 'text', nullable: true })
  jobTitle: string | null;

  @Column({ name: 'work_hours', type: 'text', nullable: true })
  workHours: string | null;

  @Column({ name: 'work_address', type: 'text', nullable: true })
  workAddress: string | null;

  @Column({ name: 'profile_image_id', type: 'uuid', nullable: true })
  profileImageId: string | null;

  @Column({ type: 'text', default: 'staff' })
  role: RoleValue;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'is_manager', type: 'boolean', default: false })
  isManager: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'manager_id', type: 'uuid', nullable: true })
  managerId: string | null;

  /** The person's id in the company directory (SCIM externalId; Entra's object id): SSO finds them by it. */
  @Column({ name: 'directory_id', type: 'text', nullable: true })
  directoryId: string | null;

  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'manager_id' })
  manager?: UserEntity | null;

  /** The person's number in the company's HR system (imports match people by it); unique. */
  @Column({ name: 'employee_number', type: 'text', nullable: true })
  employeeNumber: string | null;

  /** Where the person works; null: the default location. */
  @Column({ name: 'location_id', type: 'uuid', nullable: true })
  locationId: string | null;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @ManyToOne('TeamEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'team_id' })
  team?: TeamEntity | null;

  /** First day of employment; allowances of that year are prorated. Null: employed before any year on record. */
  @Column({ name: 'employment_start_date', type: 'date', nullable: true })
  employmentStartDate: string | null;

  /** Last day of employment (a leaver); allowances of that year are prorated. */
  @Column({ name: 'employment_end_date', type: 'date', nullable: true })
  employmentEndDate: string | null;

  /** The language the person chose in their profile ("en", "de", "fr", "es"); null: none chosen. */
  @Column({ type: 'text', nullable: true })
  language: string | null;

  /** The language their company directory reports (single sign-on, SCIM), when Leavewise speaks it. */
  @Column({ name: 'directory_language', type: 'text', nullable: true })
  directoryLanguage: string | null;

  /** Incremented on logout and deactivation; tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

// The policies judge a person as this entity (auth/person.ts).
declare module '../../auth/person' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Person extends UserEntity {}
}
