import { approveRequest, buildOrganisation, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { startPushReceiver, type TestBrowser } from '../../test/push-receiver';
import { readMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { PUSH_QUEUE } from '../modules/push/push.service';
import { generateVapidKeys } from '../config/vapid';
import type { UserEntity } from '../modules/users/user.entity';

const REGISTER = `mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { id } }`;

/** "Do., 10. Dez. 2026": how a German reader's dates are written, independent of the server's helpers. */
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('each recipient is written to in their own language', () => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@leavewise.test' };
  let smtp: TestSmtpServer;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let tokens: { manager: string; staff: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startPushReceiver(vapid.publicKey);
    t = await startTestApp({
      config: { smtpUrl: smtp.url, publicUrl: 'https://leave.example.test', webhookAllowedHosts: ['127.0.0.1'], vapid },
    });
    ({ manager, staff, tokens } = await buildOrganisation(t, {
      admin: {},
      manager: { firstName: 'Morgan' },
      staff: { firstName: 'Greta', language: 'de' },
    }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await smtp.close();
  });

  const mailsTo = (person: UserEntity) => smtp.messages.filter((mail) => mail.to.includes(person.email)).map(readMail);

  async function deliver() {
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE status = 'queued'`);
    await t.services.jobs.drain();
  }

  async function registerDevice(token: string, browser: TestBrowser) {
    const { endpoint, p256dh, auth } = browser;
    const answer = await t.gql(REGISTER, { input: { endpoint, p256dh, auth, userAgent: 'Firefox' } }, token);
    expect(answer.errors).toBeUndefined();
  }

  it('emails the English manager in English and the German requester in German, with German dates', async () => {
    // A Monday and the Tuesday after it, some weeks ahead: two working days.
    let ahead = 40;
    while (new Date(`${daysFromToday(ahead)}T00:00:00Z`).getUTCDay() !== 1) ahead += 1;
    const start = daysFromToday(ahead);
    const end = daysFromToday(ahead + 1);
    const staffPhone = receiver.browser();
    await registerDevice(tokens.staff, staffPhone);
    const { id, requestId } = await submitRequest(t, tokens.staff, { startDate: start, endDate: end });
    await deliver();

    const [toManager] = mailsTo(manager);
    expect(toManager.subject).toBe('Leavewise: New leave request');
    expect(toManager.text).toMatch(/^Hello Morgan,/);
    expect(toManager.text).toContain(`${staff.firstName} ${staff.lastName} requested`);
    expect(toManager.text).toContain('Approve: ');

    await approveRequest(t, tokens.manager, id);
    await deliver();
    const [toStaff] = mailsTo(staff);
    expect(toStaff.subject).toBe('Leavewise: Urlaubsantrag genehmigt');
    expect(toStaff.text).toMatch(/^Guten Tag Greta,/);
    expect(toStaff.text).toContain(`(${germanDate(start)} bis ${germanDate(end)}, ${requestId})`);
    expect(toStaff.text).toContain(`genehmigt`);
    expect(toStaff.text).toContain(`von ${manager.firstName} ${manager.lastName}`);
    expect(toStaff.text).not.toMatch(/approved|Hello/);

    // The stored notification (what the app lists) and the push to the phone say the same, in German.
    const [stored] = await t.dataSource.query(
      `SELECT title, body FROM notifications WHERE user_id = $1 AND type = 'pto_request_approved'`,
      [staff.id],
    );
    expect(stored.title).toBe('Urlaubsantrag genehmigt');
    expect(stored.body).toMatch(/^Ihr Antrag auf 2 Tage /);
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND status = 'queued'`, [PUSH_QUEUE]);
    await t.services.jobs.drain();
    const pushes = receiver.to(staffPhone.endpoint).map((push) => JSON.parse(staffPhone.decrypt(push.body)));
    expect(pushes).toEqual([expect.objectContaining({ title: 'Urlaubsantrag genehmigt', body: stored.body })]);
  });

  it('sends the password reset link in the person’s language', async () => {
    const answer = await t.gql(`mutation ($email: String!) { requestPasswordReset(email: $email) }`, {
      email: staff.email,
    });
    expect(answer.errors).toBeUndefined();
    await deliver();
    const reset = mailsTo(staff).find((mail) => mail.text.includes('/reset-password#token='))!;
    expect(reset.text).toMatch(/^Guten Tag Greta,/);
    expect(reset.text).toContain('Öffnen Sie diesen Link innerhalb von 30 Minuten');
  });
});
