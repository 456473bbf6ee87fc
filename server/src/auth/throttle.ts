import type { DataSource } from 'typeorm';
import { rateLimited } from '../lib/errors';

/** A limit on attempts of one kind (`bucket`) by one subject (an address, an email, a person). */
export interface ThrottleRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Registration: per client address and per email address, so emails cannot be tested at full speed. */
export const REGISTER_PER_ADDRESS: ThrottleRule = { bucket: 'register.address', max: 10, windowSeconds: 3600 };
export const REGISTER_PER_EMAIL: ThrottleRule = { bucket: 'register.email', max: 3, windowSeconds: 3600 };
/** Reset links: per client address and per email (counted whether or not the email has an account). */
export const RESET_REQUEST_PER_ADDRESS: ThrottleRule = { bucket: 'reset.address', max: 10, windowSeconds: 3600 };
export const RESET_REQUEST_PER_EMAIL: ThrottleRule = { bucket: 'reset.email', max: 3, windowSeconds: 3600 };
/** Reset tokens presented from one address (valid or not). */
export const RESET_ATTEMPTS_PER_ADDRESS: ThrottleRule = { bucket: 'reset.attempt', max: 20, windowSeconds: 3600 };
/** Wrong current passwords when a signed-in person changes their password. */
export const CHANGE_FAILURES_PER_PERSON: ThrottleRule = { bucket: 'password.change', max: 5, windowSeconds: 900 };

/** Exports (calendar files, CSV) one person may start in ten minutes (lib/export-slots runs two of theirs at once). */
export const EXPORTS_PER_PERSON: ThrottleRule = { bucket: 'export.person', max: 30, windowSeconds: 600 };
/** Fetches of one calendar feed URL: calendar clients fetch a feed a few times an hour at most. */
export const FETCHES_PER_FEED: ThrottleRule = { bucket: 'calendar_feed.fetch', max: 20, windowSeconds: 600 };

export const TOO_MANY_EXPORTS = 'Too many exports in a short time. Please wait a few minutes and try again.';
export const TOO_MANY_FEED_FETCHES =
  'This calendar feed was fetched too often. Please wait a few minutes and try again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';

/**
 * Counts attempts in Postgres (so every server process shares the counts). `hit` records the attempt
 * first and then counts it, so simultaneous attempts cannot all slip under the limit.
 */
export class AuthThrottle {
  constructor(private readonly dataSource: DataSource) {}

  /** Records one attempt for each rule and throws RATE_LIMITED when any rule is now over its limit. */
  async hit(attempts: { rule: ThrottleRule; subject: string }[], message = TOO_MANY_ATTEMPTS): Promise<void> {
    let over = false;
    for (const { rule, subject } of attempts) {
      await this.dataSource.query(`INSERT INTO auth_throttle (bucket, subject) VALUES ($1, $2)`, [
        rule.bucket,
        subject,
      ]);
      if ((await this.count(rule, subject)) > rule.max) over = true;
    }
    if (Math.random() < 0.02)
      await this.dataSource.query(`DELETE FROM auth_throttle WHERE created_at < now() - interval '1 day'`);
    if (over) throw rateLimited(message);
  }

  /** Throws RATE_LIMITED when the subject already used up the rule (recording nothing). */
  async check(rule: ThrottleRule, subject: string, message = TOO_MANY_ATTEMPTS): Promise<void> {
    if ((await this.count(rule, subject)) >= rule.max) throw rateLimited(message);
  }

  /** Records one attempt without checking (e.g. a failure counted against later attempts). */
  async record(rule: ThrottleRule, subject: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO auth_throttle (bucket, subject) VALUES ($1, $2)`, [rule.bucket, subject]);
  }

  private async count(rule: ThrottleRule, subject: string): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM auth_throttle
       WHERE bucket = $1 AND subject = $2 AND created_at > now() - make_interval(secs => $3)`,
      [rule.bucket, subject, rule.windowSeconds],
    );
    return count;
  }
}
