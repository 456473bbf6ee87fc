import { describe, expect, it } from 'vitest';
import { isScheduledOffOn } from './scheduleLabels';
import { scheduledDaysOff } from './useScheduleDaysOff';

const week = (days: number[]) => ({
  monday: days[0],
  tuesday: days[1],
  wednesday: days[2],
  thursday: days[3],
  friday: days[4],
  saturday: days[5],
  sunday: days[6],
});
const fullTime = { effectiveFrom: '2026-01-01', effectiveTo: '2026-09-15', hours: week([8, 8, 8, 8, 8, 0, 0]) };
const threeDays = { effectiveFrom: '2026-09-16', effectiveTo: null, hours: week([8, 8, 8, 0, 0, 0, 0]) };

describe('the schedule in force on each day', () => {
  it('shades a Thursday by the period then in force, not by today’s', () => {
    // Thursday 10 September 2026 is before the change; Thursday 17 September after it.
    expect(isScheduledOffOn([fullTime, threeDays], '2026-09-10')).toBe(false);
    expect(isScheduledOffOn([fullTime, threeDays], '2026-09-17')).toBe(true);
    expect(isScheduledOffOn([], '2026-09-17')).toBe(false);
  });

  it('names the days a schedule leaves free that are not the weekend', () => {
    expect(scheduledDaysOff([fullTime, threeDays], ['SATURDAY', 'SUNDAY'])).toEqual([4, 5]);
    expect(scheduledDaysOff([fullTime], ['SATURDAY', 'SUNDAY'])).toEqual([]);
    expect(scheduledDaysOff([threeDays], ['FRIDAY', 'SATURDAY'])).toEqual([4, 7]);
  });
});
