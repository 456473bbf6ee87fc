import { describe, expect, it } from 'vitest';
import { WorkingDays } from './workingDays';

describe('WorkingDays', () => {
  const days = new WorkingDays([
    {
      location: { id: 'munich', weekendDays: ['SATURDAY', 'SUNDAY'] },
      daysOff: [{ date: '2027-05-27', name: 'Fronleichnam', halfDay: false }],
    },
    {
      location: { id: 'dubai', weekendDays: ['FRIDAY', 'SATURDAY'] },
      daysOff: [{ date: '2027-12-23', name: 'Eve', halfDay: true }],
    },
  ]);

  it("tells each location's weekend and days off apart", () => {
    expect(days.isDayOff('munich', '2027-05-27')).toBe(true);
    expect(days.isDayOff('dubai', '2027-05-27')).toBe(false);
    // Friday 19 February 2027: Dubai's weekend, a working day in Munich; Sunday the other way round.
    expect(days.isDayOff('dubai', '2027-02-19')).toBe(true);
    expect(days.isDayOff('munich', '2027-02-19')).toBe(false);
    expect(days.isDayOff('munich', '2027-02-21')).toBe(true);
    expect(days.isDayOff('dubai', '2027-02-21')).toBe(false);
    expect(days.kindOf('dubai', '2027-12-23')).toEqual({ weekend: false, holiday: { name: 'Eve', halfDay: true } });
    expect(days.isDayOff('dubai', '2027-12-23')).toBe(false);
    expect(days.isDayOff('unknown', '2027-02-21')).toBe(false);
  });
});
