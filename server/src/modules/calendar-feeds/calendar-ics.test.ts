import ICAL from 'ical.js';
import { buildIcs, escapeText, foldLine, type LeaveEvent } from './calendar-ics';

const INJECTION = 'Eve\r\nX-INJECTED:1\r\nBEGIN:VEVENT\r\nSUMMARY:Fake\r\nEND:VEVENT\nX-LF:2\rX-CR:3';

const leave = (overrides: Partial<LeaveEvent> = {}): LeaveEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  requestId: 'WD-PTO-2026-000001',
  personName: 'Ann Lee',
  typeName: 'PTO',
  status: 'approved',
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  startHalfDay: false,
  endHalfDay: false,
  days: 3,
  notes: null,
  updatedAt: new Date('2026-01-05T10:00:00Z'),
  detailed: true,
  own: true,
  ...overrides,
});

/** Every content line of a file: CRLF-ended, at most 75 octets, continuation lines starting with a space. */
function contentLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  return physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
}

describe('iCalendar writing', () => {
  it('escapes TEXT as RFC 5545 asks: backslash, semicolon, comma, every line break, no control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007 and\ttab\u007f')).toBe('bell and\ttab');
    expect(escapeText('Plain text – with ünïcode')).toBe('Plain text – with ünïcode');
  });

  it('folds at 75 octets without splitting a character', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'é😀x'.repeat(40)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(folded).not.toMatch(/\uFFFD/);
  });

  it("keeps a name with line breaks and iCalendar lines inside its property, in the calendar's description too", async () => {
    const body = await buildIcs({
      name: `Leavewise: ${INJECTION}`,
      description: `My leave for ${INJECTION} Smith, from Leavewise.`,
      events: [leave({ personName: INJECTION, own: false, notes: INJECTION })],
      holidays: [{ id: 'h1', date: '2026-05-01', name: INJECTION }],
    });
    const lines = contentLines(body);
    // Only the writer's own properties start a line: nothing the name carried.
    expect(lines.filter((line) => /^(X-INJECTED|X-LF|X-CR|SUMMARY:Fake)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain(
      'X-WR-CALDESC:My leave for Eve\\nX-INJECTED:1\\nBEGIN:VEVENT\\nSUMMARY:Fake\\nEND:VEVENT\\nX-LF:2\\nX-CR:3 Smith\\, from Leavewise.',
    );
    expect(lines).toContain(
      'X-WR-CALNAME:Leavewise: Eve\\nX-INJECTED:1\\nBEGIN:VEVENT\\nSUMMARY:Fake\\nEND:VEVENT\\nX-LF:2\\nX-CR:3',
    );
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getAllProperties().map((property) => property.name)).toEqual([
      'version',
      'prodid',
      'method',
      'name',
      'x-wr-calname',
      'x-wr-caldesc',
      'refresh-interval',
      'x-published-ttl',
    ]);
    const [event, holiday] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(event.summary).toBe(`${INJECTION.replace(/\r\n|\r/g, '\n')}: PTO`);
    expect(holiday.summary).toBe(`Public holiday: ${INJECTION.replace(/\r\n|\r/g, '\n')}`);
  });

  it('writes a long calendar a slice at a time, letting other work run in between', async () => {
    const events = Array.from({ length: 1000 }, (_, i) =>
      leave({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }),
    );
    const order: string[] = [];
    const writing = buildIcs({ name: 'Big', description: 'Big', events, holidays: [] }).then((body) => {
      order.push('written');
      return body;
    });
    setImmediate(() => order.push('other work'));
    const body = await writing;
    expect(order).toEqual(['other work', 'written']);
    expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1000);
  });
  it('writes an hourly request as a timed event in its time zone, defined by a VTIMEZONE; whole days stay all-day', async () => {
    const body = await buildIcs({
      name: 'Mine',
      description: 'Mine',
      events: [
        leave({
          id: '00000000-0000-4000-8000-000000000002',
          startDate: '2026-09-15',
          endDate: '2026-09-15',
          startTime: '09:00:00',
          endTime: '11:30:00',
          timeZone: 'Europe/Berlin',
          typeName: 'Appointment',
          days: 2.5,
          unit: 'hours',
        }),
        // The night the clocks go forward: 01:00–05:00 is three real hours.
        leave({
          id: '00000000-0000-4000-8000-000000000003',
          startDate: '2027-03-28',
          endDate: '2027-03-28',
          startTime: '01:00',
          endTime: '05:00',
          timeZone: 'Europe/Berlin',
          days: 3,
          unit: 'hours',
        }),
        leave(),
      ],
      holidays: [],
    });
    const lines = contentLines(body);
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260915T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260915T113000');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260302');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Berlin');

    const calendar = new ICAL.Component(ICAL.parse(body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(zone);
    try {
      const [hourly, night, days] = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(hourly.startDate.toJSDate().toISOString()).toBe('2026-09-15T07:00:00.000Z');
      expect(hourly.endDate.toJSDate().toISOString()).toBe('2026-09-15T09:30:00.000Z');
      expect(hourly.description).toContain('Appointment, 2.5 h, approved.');
      expect(hourly.description).toContain('2026-09-15, 09:00–11:30.');
      expect(night.startDate.toJSDate().toISOString()).toBe('2027-03-28T00:00:00.000Z');
      expect(night.endDate.toJSDate().toISOString()).toBe('2027-03-28T03:00:00.000Z');
      expect(days.startDate.isDate).toBe(true);
      expect(days.description).toContain('PTO, 3 days, approved.');
    } finally {
      ICAL.TimezoneService.remove('Europe/Berlin');
    }
  });
});
