import { describe, expect, it } from 'vitest';
import type { CalendarPage_EntryFragment } from '../../__generated__/graphql';
import { calendarEntries, isHalfDay } from './calendarEntries';

const request = (id: string, startDate: string): CalendarPage_EntryFragment => ({
  id,
  requestId: `WD-PTO-${id}`,
  status: 'PENDING',
  startDate,
  endDate: startDate,
  days: 1,
  startHalfDay: false,
  endHalfDay: false,
  startTime: null,
  endTime: null,
  requestType: { id: 't', displayName: 'PTO', color: '#3B82F6' },
  requester: {
    id: 'u',
    fullName: 'Sam Carter',
    department: 'Engineering',
    location: { id: 'l' },
    workSchedulesBetween: [],
  },
});
const colleague = {
  id: 'c1',
  name: 'Pia Peer',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  startHalfDay: false,
  endHalfDay: true,
};

describe('calendarEntries', () => {
  it("merges the viewer's requests with colleagues' leave by start date", () => {
    const entries = calendarEntries([request('r1', '2026-03-05')], [colleague], { department: '', status: 'all' });
    expect(entries.map((e) => [e.id, e.typeLabel, e.colleague])).toEqual([
      ['c1', 'Away', true],
      ['r1', 'PTO', false],
    ]);
  });

  it('leaves colleagues out under a department filter or a status other than approved', () => {
    expect(calendarEntries([], [colleague], { department: 'Sales', status: 'all' })).toEqual([]);
    expect(calendarEntries([], [colleague], { department: '', status: 'PENDING' })).toEqual([]);
    expect(calendarEntries([], [colleague], { department: '', status: 'APPROVED' })).toHaveLength(1);
  });
});

describe('isHalfDay', () => {
  it('is the first day ticked as a half day or the last one, never a day between', () => {
    const [entry] = calendarEntries([], [{ ...colleague, endDate: '2026-03-04', startHalfDay: true }], {
      department: '',
      status: 'all',
    });
    expect(['2026-03-02', '2026-03-03', '2026-03-04'].map((date) => isHalfDay(entry, date))).toEqual([
      true,
      false,
      true,
    ]);
  });
});
