import { buildOrganisation, submitRequest } from '../../test/factories';
import { daysFromToday, type TestApp } from '../../test/harness';
import { startSlackTestApp, type SlackAction, type SlackTestApp } from '../../test/slack-app';

describe('Slack answers the approver in their language', () => {
  let app: SlackTestApp;
  let t: TestApp;
  let tokens: { admin: string; manager: string; staff: string };
  let day = 60;

  beforeAll(async () => {
    app = await startSlackTestApp();
    t = app.t;
    const organisation = await buildOrganisation(t, {
      admin: {},
      manager: { firstName: 'Dieter', lastName: 'Daum', language: 'de' },
      staff: {},
    });
    tokens = organisation.tokens;
    app.slack.knows('U0DIETER', organisation.manager.email);
    // Someone Leavewise does not know, whose Slack speaks French.
    app.slack.knows('U0ETRANGER', 'etranger@ailleurs.example', 'fr-FR');
    expect((await app.configure(tokens.admin)).errors).toBeUndefined();
  });
  afterAll(() => app.close());

  const pending = async () => (await submitRequest(t, tokens.staff, { startDate: daysFromToday((day += 2)) })).id;
  const post = (payload: object) => app.act(payload);
  const click = (action: SlackAction, requestId: string) => app.click('U0DIETER', action, requestId);
  const responses = (n: number) => app.responses(n);

  it('replaces the message with the outcome in German, and tells a second click why in German', async () => {
    const id = await pending();
    expect((await post(click('leavewise_approve', id))).status).toBe(200);
    const [status] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]);
    expect(status).toEqual({ status: 'approved' });
    expect(responses(app.clicks)[0]).toMatchObject({ replace_original: true, text: 'Genehmigt von Dieter Daum.' });

    await post(click('leavewise_approve', id));
    expect(responses(app.clicks)[0]).toMatchObject({
      response_type: 'ephemeral',
      text: 'Dieser Antrag ist nicht mehr offen',
    });
  });

  it('asks for the reason in a German dialog and answers its refusal in German', async () => {
    const id = await pending();
    await post(click('leavewise_reject', id));
    const [opened] = app.slack
      .at('/api/views.open')
      .slice(-1)
      .map((call) => JSON.parse(call.body));
    expect(opened.view).toMatchObject({
      title: { text: 'Antrag ablehnen' },
      submit: { text: 'Ablehnen' },
      close: { text: 'Abbrechen' },
    });
    const submit = (reason: string) => ({
      type: 'view_submission',
      user: { id: 'U0DIETER' },
      view: { ...opened.view, state: { values: { reason: { reason: { value: reason } } } } },
    });
    const blank = await post(submit(' '));
    expect(blank.body).toEqual({
      response_action: 'errors',
      errors: { reason: 'Bitte geben Sie einen Ablehnungsgrund an' },
    });
    expect((await post(submit('Teamklausur'))).status).toBe(200);
    const [update] = responses(app.clicks);
    expect(update.text).toBe('Abgelehnt von Dieter Daum: Teamklausur');
  });

  it('answers someone it does not know in the language of their Slack, by button and by command', async () => {
    const id = await pending();
    expect((await post(app.click('U0ETRANGER', 'leavewise_approve', id))).status).toBe(200);
    const [status] = await t.dataSource.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]);
    expect(status).toEqual({ status: 'pending' });
    expect(responses(app.clicks)[0]).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringMatching(/^Leavewise ne sait pas qui vous êtes/),
    });
    const help = await app.command('U0ETRANGER', 'help');
    expect(help.body.text).toMatch(/^Pour lier ce compte Slack à Leavewise/);
    const refused = await app.command('U0ETRANGER', 'link AAAA-BBBB');
    expect(refused.body.text).toBe(
      'Ce code de liaison est inconnu : copiez-le à nouveau depuis votre profil Leavewise',
    );
  });
});
