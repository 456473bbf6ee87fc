import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An office, a country or a remote region: where people work, with its weekend, time zone and days off. */
@Entity({ name: 'locations' })
export class LocationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** ISO 3166-1 alpha-2; null: no public-holiday calendar, only the location's own days off. */
  @Column({ name: 'country_code', type: 'text', nullable: true })
  countryCode: string | null;

  /** ISO 3166-2 subdivision without the country prefix (`BY` for DE-BY). */
  @Column({ name: 'region_code', type: 'text', nullable: true })
  regionCode: string | null;

  /** IANA time zone: people here have their "today" in it. */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  /** Weekdays not worked, 0 = Sunday … 6 = Saturday. */
  @Column({ name: 'weekend_days', type: 'smallint', array: true })
  weekendDays: number[];

  /** People without a location belong here; exactly one location is the default. */
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  /** The last local date this location's daily work (accrual, expiry) ran for. */
  @Column({ name: 'daily_work_done_on', type: 'date', nullable: true })
  dailyWorkDoneOn: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A location's own say about one date: a company day off (with a name), a library holiday renamed,
 * made a half day or removed. Kept apart from the library's data so edits survive its upgrades.
 */
@Entity({ name: 'location_days' })
export class LocationDayEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @Column({ type: 'date' })
  date: string;

  /** The name shown; null keeps the library's. */
  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ name: 'half_day', type: 'boolean', default: false })
  halfDay: boolean;

  /** The library's holiday on this date is worked here. */
  @Column({ type: 'boolean', default: false })
  removed: boolean;
}
