import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { isScheduledOffOn } from './scheduleLabels';
import { describeScheduleDaysOff, scheduledDaysOff } from './useScheduleDaysOff';

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

describe('the calendar legend’s days off over a month', () => {
  let en: TFunction<'schedules'>;
  let de: TFunction<'schedules'>;
  const fourDays = { effectiveFrom: '2026-01-01', effectiveTo: '2026-09-15', hours: week([8, 8, 8, 8, 0, 0, 0]) };
  const weekend = ['SATURDAY', 'SUNDAY'];
  beforeAll(async () => {
    await i18n.loadLanguages(['en', 'de']);
    await i18n.loadNamespaces('schedules');
    en = i18n.getFixedT('en', 'schedules');
    de = i18n.getFixedT('de', 'schedules');
  });

  it('names one set of days when every period of the month leaves the same days free', () => {
    expect(describeScheduleDaysOff([threeDays], weekend, en, 'en-GB')).toBe(
      'Not a working day of your schedule: Thu and Fri',
    );
    expect(describeScheduleDaysOff([fullTime], weekend, en, 'en-GB')).toBeNull();
  });

  it('names each period’s own days when the schedule changes within the month', () => {
    expect(describeScheduleDaysOff([fourDays, threeDays], weekend, en, 'en-GB')).toBe(
      'Not a working day of your schedule: Fri until 15 Sept; Thu and Fri from 16 Sept',
    );
    // From full time to three days: only the new period has days off, named from its first day.
    expect(describeScheduleDaysOff([fullTime, threeDays], weekend, en, 'en-GB')).toBe(
      'Not a working day of your schedule: Thu and Fri from 16 Sept',
    );
    expect(describeScheduleDaysOff([fourDays, threeDays], weekend, de, 'de-DE')).toBe(
      'Laut Ihrem Arbeitszeitmodell kein Arbeitstag: Fr bis 15. Sept.; Do und Fr ab 16. Sept.',
    );
  });
});
