import { addDays } from '../../lib/dates';
import { buildAdmin, buildManager, buildStaff, submitRequest } from '../../../test/factories';
import { startFakeSlack } from '../../../test/fake-slack';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { readMail, startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import type { UserEntity } from '../users/user.entity';

const CREATE_CHANNEL = `mutation ($input: CreateNotificationChannelInput!) {
  createNotificationChannel(input: $input) { channel { id language } } }`;
const UPDATE_CHANNEL = `mutation ($id: ID!, $input: UpdateNotificationChannelInput!) {
  updateNotificationChannel(id: $id, input: $input) { id language } }`;
const TEST_CHANNEL = `mutation ($id: ID!) { testNotificationChannel(id: $id) { ok } }`;
const CREATE_RULE = `mutation ($input: CreateNotificationRuleInput!) { createNotificationRule(input: $input) { id } }`;

/** A date as the channel's locale writes it in its messages ("2. März 2026"). */
const written = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

describe('notification channels in their own language', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let receiver: Awaited<ReturnType<typeof startFakeSlack>>;
  let engineer: UserEntity;
  let adminToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    receiver = await startFakeSlack();
    smtp = await startSmtpServer();
    t = await startTestApp({
      config: { webhookAllowedHosts: ['127.0.0.1'], smtpUrl: smtp.url, publicUrl: 'https://leave.example.test' },
    });
    const admin = await buildAdmin(t);
    const manager = await buildManager(t);
    engineer = await buildStaff(t, manager, { firstName: 'Sam', lastName: 'Carter' });
    adminToken = await t.tokenFor(admin);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await smtp.close();
  });

  const languageOf = async (id: string) =>
    (await t.dataSource.query(`SELECT language FROM notification_channels WHERE id = $1`, [id]))[0]?.language;

  async function create(name: string, input: Record<string, unknown>) {
    const result = await t.gql<{ createNotificationChannel: { channel: { id: string; language: string } } }>(
      CREATE_CHANNEL,
      { input: { name, ...input } },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    ids[name] = result.data!.createNotificationChannel.channel.id;
    return result.data!.createNotificationChannel.channel;
  }

  it('keeps a language per channel: English by default, one of en, de, fr, es, refused otherwise', async () => {
    const english = await create('People ops', { type: 'SLACK', webhookUrl: `${receiver.base}/en` });
    expect(english.language).toBe('en');
    expect(await languageOf(english.id)).toBe('en');
    await create('Personalwesen', {
      type: 'SLACK',
      priority: 'HIGH',
      language: 'de',
      webhookUrl: `${receiver.base}/de`,
    });
    expect(await languageOf(ids.Personalwesen)).toBe('de');
    await create('Équipe RH', { type: 'TEAMS', language: 'es', webhookUrl: `${receiver.base}/fr` });
    await create('Buzón RR. HH.', { type: 'EMAIL', language: 'es', recipients: ['rrhh@example.test'] });

    const refused = await t.gql(
      CREATE_CHANNEL,
      { input: { name: 'Japan', type: 'SLACK', language: 'ja', webhookUrl: `${receiver.base}/ja` } },
      adminToken,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Language must be one of: en, de, fr, es',
      extensions: { code: 'BAD_USER_INPUT', field: 'language' },
    });
    expect(
      (await t.dataSource.query(`SELECT count(*)::int AS count FROM notification_channels WHERE name = 'Japan'`))[0],
    ).toEqual({ count: 0 });

    const changed = await t.gql(UPDATE_CHANNEL, { id: ids['Équipe RH'], input: { language: 'fr' } }, adminToken);
    expect(changed.errors).toBeUndefined();
    expect(await languageOf(ids['Équipe RH'])).toBe('fr');
    const badUpdate = await t.gql(UPDATE_CHANNEL, { id: ids['Équipe RH'], input: { language: 'FR-fr' } }, adminToken);
    expect(badUpdate.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    expect(await languageOf(ids['Équipe RH'])).toBe('fr');
  });

  it('sends a test message in the channel’s language', async () => {
    expect((await t.gql(TEST_CHANNEL, { id: ids.Personalwesen }, adminToken)).errors).toBeUndefined();
    const body = JSON.parse(receiver.at('/de').at(-1)!.body);
    expect(body.blocks[0].text.text).toBe(':warning: Testnachricht von Leavewise');
    expect(body.blocks.at(-1).elements[0].text).toBe('Hohe Priorität · Testnachricht');
  });

  it('writes a rule’s message in each channel’s language, its dates in that locale', async () => {
    const rule = await t.gql<{ createNotificationRule: { id: string } }>(
      CREATE_RULE,
      {
        input: {
          name: 'Neue Anträge',
          event: 'REQUEST_SUBMITTED',
          channelIds: Object.values(ids),
        },
      },
      adminToken,
    );
    expect(rule.errors).toBeUndefined();
    const start = daysFromToday(30);
    const end = addDays(start, 2);
    const { id } = await submitRequest(t, await t.tokenFor(engineer), { startDate: start, endDate: end });
    await t.services.jobs.drain();
    const statuses = await t.dataSource.query(`SELECT DISTINCT status FROM channel_deliveries WHERE rule_id = $1`, [
      rule.data!.createNotificationRule.id,
    ]);
    expect(statuses).toEqual([{ status: 'succeeded' }]);

    const german = JSON.parse(receiver.at('/de').at(-1)!.body);
    expect(german.blocks[0].text.text).toBe(':warning: Neuer Urlaubsantrag');
    expect(german.blocks[1].text.text).toBe(
      `Sam Carter hat 3 Tage PTO (${written(start, 'de-DE')} bis ${written(end, 'de-DE')}) beantragt.`,
    );
    expect(german.blocks[2].fields[0].text).toBe('Person\nSam Carter');
    expect(german.blocks[3].elements[0].text).toBe('Hohe Priorität · Antrag eingereicht · Regel „Neue Anträge“');
    expect(german.blocks[4].elements.map((button: { text: { text: string } }) => button.text.text)).toEqual([
      'Genehmigen',
      'Ablehnen',
      'In Leavewise öffnen',
    ]);
    expect(german.blocks[4].elements[0].value).toBe(id);

    const french = JSON.parse(receiver.at('/fr').at(-1)!.body).attachments[0].content;
    expect(french.body[0].inlines[0].text).toBe('Nouvelle demande de congé');
    expect(french.body[1].inlines[0].text).toBe(
      `Sam Carter a demandé 3 jours de PTO (du ${written(start, 'fr-FR')} au ${written(end, 'fr-FR')}).`,
    );
    expect(french.body[2].inlines[0].text).toBe('Personne : ');
    expect(french.actions[0].title).toBe('Approuver ou refuser');

    const english = JSON.parse(receiver.at('/en').at(-1)!.body);
    expect(english.blocks[1].text.text).toBe(
      `Sam Carter requested 3 days of PTO (${written(start, 'en-GB')} to ${written(end, 'en-GB')}).`,
    );
    expect(english.blocks[3].elements[0].text).toBe('Medium priority · Request submitted · rule “Neue Anträge”');

    const mail = readMail(smtp.messages.filter((message) => message.to.includes('rrhh@example.test')).at(-1)!);
    expect(mail.subject).toBe('Leavewise: Nueva solicitud de ausencia');
    expect(mail.text).toContain(
      `Sam Carter ha solicitado 3 días de PTO (del ${written(start, 'es-ES')} al ${written(end, 'es-ES')}).`,
    );
    expect(mail.text).toContain('Abrir en Leavewise: https://leave.example.test/approvals');
    expect(mail.text).toContain('— Leavewise (Solicitud enviada, regla «Neue Anträge»)');
  });
});
