import { MoreThanOrEqual, type DataSource } from 'typeorm';
import { todayIso } from '../../lib/dates';
import { HolidayEntity } from '../policy';

export class NextHolidayService {
  constructor(private readonly dataSource: DataSource) {}

  /** The first public holiday on or after today (UTC); a day holds one holiday at most. */
  next(): Promise<HolidayEntity | null> {
    return this.dataSource.manager.findOne(HolidayEntity, {
      where: { date: MoreThanOrEqual(todayIso()) },
      order: { date: 'ASC' },
    });
  }
}
