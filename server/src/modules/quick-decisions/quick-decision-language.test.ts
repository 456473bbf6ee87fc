import { approveRequest, buildManager, buildStaff, cancelRequest, submitRequest } from '../../../test/factories';
import { latestDecisionLinks } from '../../../test/decision-links';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { formatDateRange } from '../../i18n';
import type { UserEntity } from '../users';

describe("the decision link pages in the approver's language", () => {
  let t: TestApp;
  let day = 40;

  beforeAll(async () => {
    t = await startTestApp({ config: { publicUrl: 'https://leave.example.test' } });
  });
  afterAll(() => t.close());

  /** A manager speaking `language` (none: null) and one of their reports with a request and its two links. */
  async function linksFor(language: string | null) {
    const manager = await buildManager(t);
    const staff = await buildStaff(t, manager);
    const staffToken = await t.tokenFor(staff);
    day += 3;
    const startDate = daysFromToday(day);
    const endDate = daysFromToday(day + 1);
    const { id } = await submitRequest(t, staffToken, { startDate, endDate });
    // Read from the email (written in English), then the manager picks their language: the page reads it when opened.
    const links = await latestDecisionLinks(t, manager.email);
    await t.dataSource.query(`UPDATE users SET language = $2 WHERE id = $1`, [manager.id, language]);
    return { manager, staffToken, id, startDate, endDate, ...links! };
  }

  const call = async (method: 'GET' | 'POST', token: string, body?: unknown, language?: string) => {
    const response = await fetch(`${t.url}/api/quick-decisions/${token}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      json: (await response.json()) as {
        message?: string;
        data: { language: string; message: string | null; request: { dates: string } | null; [field: string]: unknown };
      },
    };
  };

  const statusOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]))[0].status;

  it('shows a German approver the request in German and answers the decision and the used link in German', async () => {
    const { id, approve, startDate, endDate } = await linksFor('de');
    // The browser asks in English: the approver's own language wins.
    const opened = await call('GET', approve, undefined, 'en-US');
    expect(opened.json.data).toMatchObject({
      state: 'open',
      language: 'de',
      request: { dates: formatDateRange(startDate, endDate, 'de') },
    });
    expect(opened.json.data.request?.dates).toContain(' bis ');

    const decided = await call('POST', approve, { requestId: id }, 'en-US');
    expect(decided.status).toBe(200);
    expect(decided.json.message).toBe('Antrag genehmigt');
    expect(await statusOf(id)).toBe('approved');

    const again = await call('POST', approve, { requestId: id }, 'en-US');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Dieser Link wurde bereits verwendet.');
    expect((await call('GET', approve)).json.data).toEqual({
      state: 'used',
      decision: 'approve',
      language: 'de',
      message: 'Dieser Link wurde bereits verwendet.',
      request: null,
    });
  });

  it('says expired, withdrawn and decided in French, and rejects in French', async () => {
    const expired = await linksFor('fr');
    await t.dataSource.query(
      `UPDATE quick_decision_links SET expires_at = now() - interval '1 second' WHERE request_id = $1`,
      [expired.id],
    );
    expect((await call('GET', expired.approve)).json.data).toMatchObject({
      state: 'expired',
      language: 'fr',
      message: 'Ce lien a expiré. Ouvrez Leavewise pour statuer sur la demande.',
    });

    const withdrawn = await linksFor('fr');
    await cancelRequest(t, withdrawn.staffToken, withdrawn.id);
    const said = (await call('GET', withdrawn.reject)).json.data;
    expect(said).toMatchObject({
      state: 'withdrawn',
      message: "Cette demande a été retirée par la personne qui l'avait faite.",
      request: null,
    });

    const rejected = await linksFor('fr');
    const outcome = await call('POST', rejected.reject, { requestId: rejected.id, reason: 'Clôture' });
    expect(outcome.json.message).toBe('Demande refusée');
    expect(await statusOf(rejected.id)).toBe('rejected');
    // Used: both links of the approver are spent.
    expect((await call('GET', rejected.approve)).json.data).toMatchObject({
      state: 'used',
      message: 'Ce lien a déjà été utilisé.',
    });

    const inBrowser = await linksFor('fr');
    await approveRequest(t, await t.tokenFor(inBrowser.manager), inBrowser.id);
    const decided = await call('GET', inBrowser.reject);
    expect(decided.json.data).toMatchObject({ state: 'decided', message: 'Cette demande a déjà été traitée.' });
  });

  it('says in Spanish that a request is no longer the approver’s to decide', async () => {
    const { manager, approve, id } = await linksFor('es');
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [(manager as UserEntity).id]);
    const opened = await call('GET', approve);
    expect(opened.json.data).toMatchObject({ state: 'not_yours', language: 'es', request: null });
    expect(opened.json.data.message).toBe(
      'Ya no le corresponde decidir sobre esta solicitud (se delegó o se pasó a otra persona).',
    );
    expect((await call('POST', approve, { requestId: id })).json.message).toBe(opened.json.data.message);
    expect(await statusOf(id)).toBe('pending');
  });

  it("uses the page's Accept-Language for an approver without a language of their own", async () => {
    const { id, approve } = await linksFor(null);
    const opened = await call('GET', approve, undefined, 'fr-FR');
    expect(opened.json.data.language).toBe('fr');
    expect(opened.json.data.request?.dates).toMatch(/^du .+ au .+$/);
    expect((await call('POST', approve, { requestId: id }, 'fr-FR')).json.message).toBe('Demande approuvée');
    const english = await linksFor(null);
    expect((await call('GET', english.approve)).json.data.language).toBe('en');
    expect((await call('POST', english.approve, { requestId: english.id })).json.message).toBe('Request approved');
  });
});
