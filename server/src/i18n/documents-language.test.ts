import ICAL from 'ical.js';
import { api } from '../../../tests/rest/helpers';
import { buildOrganisation } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { insertRequest } from '../../test/leave-fixtures';
import type { UserEntity } from '../modules/users/user.entity';

const RESET = `mutation ($kind: CalendarFeedKind!) { resetCalendarFeedUrl(kind: $kind) { path } }`;
const PREVIEW = `mutation ($input: ImportFileInput!) { previewImport(input: $input) { rowCount unchanged mapping { column field } errors { row message } } }`;

describe('documents in the language of whoever asks for them', () => {
  let t: TestApp;
  let staff: UserEntity;
  let tokens: { hr: string; staff: string };

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, tokens } = await buildOrganisation(t, {
      admin: {},
      hr: { language: 'fr' },
      manager: {},
      staff: { firstName: 'Greta', lastName: 'Gärtner', language: 'de' },
    }));
  });
  afterAll(() => t.close());

  it("writes a German person's calendar feed in German", async () => {
    await insertRequest(t, {
      userId: staff.id,
      status: 'pending',
      startDate: daysFromToday(10),
      endDate: daysFromToday(12),
      startHalfDay: true,
      days: 2.5,
      createdAt: new Date(),
    });
    const reset = await t.gql<{ resetCalendarFeedUrl: { path: string } }>(RESET, { kind: 'MINE' }, tokens.staff);
    const response = await fetch(`${t.url}${reset.data!.resetCalendarFeedUrl.path}`);
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Leavewise: Mein Urlaub');
    // ical.js leaves the comma of an X- property escaped, as RFC 5545 TEXT writes it.
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Mein Urlaub für Greta Gärtner\\, von Leavewise.');
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(event.summary).toBe('PTO (halber Tag am Anfang) – Genehmigung ausstehend');
    expect(event.description).toContain('PTO, 2,5 Tage, ausstehend. Antrag ');
    expect(event.description).toMatch(/^Greta Gärtner, \d{4}-\d{2}-\d{2} bis \d{4}-\d{2}-\d{2}\./);
  });

  it('heads a CSV export in German with Accept-Language: de, and imports it back unchanged', async () => {
    const german = await api<string>(t, 'GET', '/imports/export/people', {
      token: tokens.hr,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.status).toBe(200);
    const [heading] = german.body.data.split('\r\n');
    expect(heading).toBe(
      'E-Mail,Vorname,Nachname,Personalnummer,Berufsbezeichnung,Abteilung,Team,E-Mail der Führungskraft,Rolle,Standort,Erster Arbeitstag',
    );
    const back = await t.gql<{
      previewImport: { rowCount: number; unchanged: number; mapping: { field: string | null }[]; errors: unknown[] };
    }>(PREVIEW, { input: { kind: 'PEOPLE', fileName: 'personen.csv', csvText: german.body.data } }, tokens.hr);
    expect(back.errors).toBeUndefined();
    const outcome = back.data!.previewImport;
    expect(outcome.mapping.map((column) => column.field)).not.toContain(null);
    expect(outcome.errors).toEqual([]);
    expect(outcome.unchanged).toBe(outcome.rowCount);
  });

  it("heads it in the asker's own language without Accept-Language, and balances too", async () => {
    const french = await api<string>(t, 'GET', `/imports/export/balances?year=${new Date().getUTCFullYear()}`, {
      token: tokens.hr,
    });
    const [heading] = french.body.data.split('\r\n');
    expect(heading).toBe('E-mail,Type de congé,Année de congés,Jours pris,Report,Disponible');
    const back = await t.gql<{ previewImport: { mapping: { field: string | null }[]; errors: unknown[] } }>(
      PREVIEW,
      { input: { kind: 'BALANCES', fileName: 'soldes.csv', csvText: french.body.data } },
      tokens.hr,
    );
    expect(back.data!.previewImport.mapping.map((column) => column.field)).toEqual([
      'email',
      'leaveType',
      'year',
      'daysTaken',
      'carriedOver',
      'available',
    ]);
    expect(back.data!.previewImport.errors).toEqual([]);
    const english = await api<string>(t, 'GET', '/imports/export/balances', {
      token: tokens.hr,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body.data.split('\r\n')[0]).toBe('Email,Leave type,Leave year,Days taken,Carried over,Available');
  });
});
