import { describe, expect, it } from 'vitest';
import { calendarSpan, whoElseOff, type LeaveOnCalendar } from './whoElseOff';

const request = {
  id: 'r1',
  startDate: '2027-03-08',
  endDate: '2027-03-10',
  requester: { id: 'u1', department: 'Engineering' },
};

const entry = (over: Partial<LeaveOnCalendar> & { name: string; who: string }): LeaveOnCalendar => ({
  id: `e-${over.who}-${over.startDate ?? '2027-03-09'}`,
  status: 'APPROVED',
  startDate: '2027-03-09',
  endDate: '2027-03-09',
  requester: { id: over.who, fullName: over.name, department: 'Engineering' },
  ...over,
});

describe('who else is off', () => {
  const span = { start: '2027-03-01', end: '2027-03-31' };

  it('names the team members off on any of its days, approved or pending, once each', () => {
    const entries = [
      { ...request, status: 'PENDING', requester: { ...request.requester, fullName: 'Self' } },
      entry({ name: 'Ana Smith', who: 'u2' }),
      entry({ name: 'Ben Li', who: 'u3', status: 'PENDING', startDate: '2027-03-10', endDate: '2027-03-12' }),
      entry({ name: 'Ben Li', who: 'u3', startDate: '2027-03-08', endDate: '2027-03-08' }),
      entry({ name: 'Cleo Day', who: 'u4', startDate: '2027-03-11', endDate: '2027-03-12' }),
      entry({ name: 'Dan Ops', who: 'u5', requester: { id: 'u5', fullName: 'Dan Ops', department: 'Operations' } }),
    ];
    expect(whoElseOff(request, entries, span)).toEqual([
      { name: 'Ben Li', status: 'APPROVED', startDate: '2027-03-08', endDate: '2027-03-08' },
      { name: 'Ana Smith', status: 'APPROVED', startDate: '2027-03-09', endDate: '2027-03-09' },
    ]);
  });

  it('claims nothing about days the calendar did not cover', () => {
    expect(whoElseOff(request, [], { start: '2027-03-09', end: '2027-03-31' })).toBeNull();
    expect(whoElseOff(request, [], span)).toEqual([]);
  });

  it('asks about the days of every waiting request at once, at most a year', () => {
    expect(calendarSpan([])).toBeNull();
    expect(calendarSpan([request, { ...request, id: 'r2', startDate: '2027-02-01', endDate: '2027-02-02' }])).toEqual({
      start: '2027-02-01',
      end: '2027-03-10',
    });
    expect(calendarSpan([request, { ...request, id: 'r3', startDate: '2028-06-01', endDate: '2028-06-01' }])).toEqual({
      start: '2027-03-08',
      end: '2028-03-06',
    });
  });
});
