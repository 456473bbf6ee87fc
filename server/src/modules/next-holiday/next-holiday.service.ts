import { currentYearOf, todayIso } from '../../lib/dates';
import type { PolicyService } from '../policy';

type Holiday = Awaited<ReturnType<PolicyService['listHolidays']>>[number];

export class NextHolidayService {
  constructor(private readonly policy: PolicyService) {}

  /** The first public holiday on or after today (UTC), looking into this year and the next. */
  async next(): Promise<Holiday | null> {
    const today = todayIso();
    const year = currentYearOf();
    const [thisYear, nextYear] = await Promise.all([
      this.policy.listHolidays(year),
      this.policy.listHolidays(year + 1),
    ]);
    return [...thisYear, ...nextYear].find((holiday) => holiday.date >= today) ?? null;
  }
}
