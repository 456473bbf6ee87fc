import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A period of a person's working schedule: the hours they work on each weekday from a date (to a date,
 * or open). A change starts a new period, so what was charged under the one before stays as it was.
 */
@Entity({ name: 'work_schedules' })
export class WorkScheduleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'effective_from', type: 'date' })
  effectiveFrom: string;

  /** The last day of the period; null: until the next period begins. */
  @Column({ name: 'effective_to', type: 'date', nullable: true })
  effectiveTo: string | null;

  /** Hours worked per weekday, index 0 = Sunday … 6 = Saturday (as `Date.getUTCDay` numbers them). */
  @Column({ name: 'weekday_hours', type: 'double precision', array: true })
  weekdayHours: number[];

  /** The template it was made from (`full_time`, `four_days`, …), or null when entered by hand. */
  @Column({ type: 'text', nullable: true })
  template: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The organisation's full-time week, in hours: a schedule's share of it is the person's FTE. */
@Entity({ name: 'working_time_settings' })
export class WorkingTimeSettingsEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ name: 'full_time_hours', type: 'double precision' })
  fullTimeHours: number;
}
