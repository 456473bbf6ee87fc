import { api } from '../../../tests/rest/helpers';
import { approveRequest, buildOrganisation, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { parse } from 'csv-parse/sync';
import type { UserEntity } from '../modules/users/user.entity';

/** A CSV file's records (RFC 4180, as the exports write them). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

const SEARCH_EXPORT = `query ($criteria: SearchCriteriaInput!) { searchExport(criteria: $criteria) { csv rowCount } }`;

describe('report, audit and search exports headed in the language of whoever asks', () => {
  let t: TestApp;
  let staff: UserEntity;
  let tokens: { admin: string; hr: string; manager: string; staff: string };
  let requestId: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, tokens } = await buildOrganisation(t, {
      admin: {},
      hr: { language: 'fr' },
      manager: {},
      staff: { firstName: 'Greta', lastName: 'Gärtner' },
    }));
    const { id } = await submitRequest(t, tokens.staff, { startDate: daysFromToday(20), notes: 'Familienfeier' });
    await approveRequest(t, tokens.manager, id);
    [{ request_id: requestId }] = await t.dataSource.query(`SELECT request_id FROM leave_requests WHERE id = $1`, [id]);
  });
  afterAll(() => t.close());

  const csvOf = async (path: string, token: string, language?: string) => {
    const answer = await api<string>(t, 'GET', path, {
      token,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(answer.status).toBe(200);
    return parseCsv(answer.body.data);
  };

  it("heads a custom report in German with Accept-Language: de, in the asker's French without it, and English for en", async () => {
    const path = `/analytics/reports/export.csv?reportType=APPROVAL_PERFORMANCE&startDate=${daysFromToday(-30)}&endDate=${daysFromToday(0)}`;
    const [german, ...rows] = await csvOf(path, tokens.hr, 'de-DE,de;q=0.9');
    expect(german).toEqual([
      'Genehmigt von',
      'E-Mail',
      'Entschieden',
      'Genehmigt',
      'Abgelehnt',
      'Genehmigungsquote %',
      'Ø Antwortzeit (Stunden)',
      'Innerhalb von 48 Std.',
    ]);
    // The figures are the same in every language: plain numbers, not written in German.
    expect(rows.find((row) => row[3] === '1')).toBeDefined();
    const [french] = await csvOf(path, tokens.hr);
    expect(french.slice(0, 3)).toEqual(['Approbateur', 'E-mail', 'Traitées']);
    expect(french[7]).toBe('En moins de 48 h');
    const [english] = await csvOf(path, tokens.hr, 'en');
    expect(english).toEqual([
      'Approver',
      'Email',
      'Decided',
      'Approved',
      'Rejected',
      'Approval rate %',
      'Average response (hours)',
      'Within 48 h',
    ]);
  });

  it('heads the audit log in French, its cells the log’s own codes, ids and instants', async () => {
    const [heading, newest] = await csvOf('/audit/export/csv', tokens.hr);
    expect(heading).toEqual([
      'ID',
      'Date et heure',
      'Action',
      'Type de ressource',
      'ID de la ressource',
      'Prénom',
      'Nom',
      'E-mail',
      'Adresse IP',
      'Détails',
    ]);
    const [latest] = await t.dataSource.query(
      `SELECT id, action, resource_type FROM audit_logs ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    expect(newest.slice(0, 5)).toEqual([
      latest.id,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      latest.action,
      latest.resource_type,
      expect.any(String),
    ]);
    const [english] = await csvOf('/audit/export/csv', tokens.admin);
    expect(english).toEqual([
      'id',
      'created_at',
      'action',
      'resource_type',
      'resource_id',
      'first_name',
      'last_name',
      'email',
      'ip_address',
      'details',
    ]);
  });

  it('heads a search export in German over GraphQL with Accept-Language: de, its statuses and dates unchanged', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}`, 'accept-language': 'de' },
      body: JSON.stringify({ query: SEARCH_EXPORT, variables: { criteria: { text: 'Gärtner' } } }),
    });
    const { data } = (await response.json()) as { data: { searchExport: { csv: string } } };
    const [heading, row] = parseCsv(data.searchExport.csv);
    expect(heading).toEqual([
      'Antrags-ID',
      'Person',
      'E-Mail',
      'Abteilung',
      'Art',
      'Status',
      'Beginn',
      'Ende',
      'Halber Tag am Anfang',
      'Halber Tag am Ende',
      'Tage',
      'Notizen',
      'Eingereicht',
    ]);
    const [stored] = await t.dataSource.query(
      `SELECT status, start_date::text AS start FROM leave_requests WHERE request_id = $1`,
      [requestId],
    );
    expect(row.slice(0, 3)).toEqual([requestId, 'Greta Gärtner', staff.email]);
    expect([row[5], row[6], row[11]]).toEqual([stored.status, stored.start, 'Familienfeier']);

    // The French HR asking without Accept-Language gets French headings.
    const french = await t.gql<{ searchExport: { csv: string } }>(
      SEARCH_EXPORT,
      { criteria: { text: 'Gärtner' } },
      tokens.hr,
    );
    expect(parseCsv(french.data!.searchExport.csv)[0][0]).toBe('ID de la demande');
  });
});
