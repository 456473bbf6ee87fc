import { buildAdmin, buildManager, buildStaffWithToken, submitRequest } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import { silentReceiver, tricklingSmtpServer, type SlowReceiver } from '../../../test/slow-receivers';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { JobQueue } from '../../jobs/queue';
import type { UserEntity } from '../users/user.entity';
import { EMAIL_QUEUE, EmailService, log as emailLog, type SmtpTimeouts } from './email.service';

describe('transactional email', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let manager: UserEntity;
  let staff: UserEntity;
  let staffToken: string;
  let day = 30;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ config: { smtpUrl: smtp.url } });
    manager = await buildManager(t);
    ({ user: staff, token: staffToken } = await buildStaffWithToken(t, manager));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function submit() {
    day += 3;
    return submitRequest(t, staffToken, { startDate: daysFromToday(day) });
  }

  it('sends from the job queue, not inside the request, and the message arrives at the SMTP server', async () => {
    const request = await submit();
    const [queued] = await t.dataSource.query(
      `SELECT e.status, e.recipient FROM email_outbox e JOIN notifications n ON n.id = e.notification_id WHERE n.request_id = $1`,
      [request.id],
    );
    expect(queued).toEqual({ status: 'queued', recipient: manager.email });
    expect(smtp.messages.some((m) => m.raw.includes(request.requestId))).toBe(false);

    await t.services.jobs.drain();
    const mail = smtp.messages.find((m) => m.raw.includes(request.requestId));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([manager.email]);
    expect(mail!.from).toBe('no-reply@leavewise.test');
    expect(mail!.raw).toContain('Subject: Leavewise: New leave request');
    expect(mail!.raw).toContain(`Hello ${manager.firstName}`);
    const [sent] = await t.dataSource.query(
      `SELECT e.status, e.sent_at IS NOT NULL AS has_sent_at, e.message_id IS NOT NULL AS has_id FROM email_outbox e JOIN notifications n ON n.id = e.notification_id WHERE n.request_id = $1`,
      [request.id],
    );
    expect(sent).toEqual({ status: 'sent', has_sent_at: true, has_id: true });
  });

  it('retries a refused message and reports the queue and the last error meanwhile', async () => {
    smtp.failNext(1);
    const request = await submit();
    await t.services.jobs.drain();
    const status = await t.services.email.emailStatus();
    expect(status).toMatchObject({ provider: 'smtp', queueSize: 1, status: 'degraded' });
    expect(status.lastError).toContain('Mailbox temporarily unavailable');
    const [job] = await t.dataSource.query(
      `SELECT status, attempts, run_at > now() AS later FROM jobs WHERE queue = $1 ORDER BY id DESC LIMIT 1`,
      [EMAIL_QUEUE],
    );
    expect(job).toEqual({ status: 'queued', attempts: 1, later: true });

    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND status = 'queued'`, [EMAIL_QUEUE]); // the backoff has passed
    await t.services.jobs.drain();
    expect(smtp.messages.filter((m) => m.raw.includes(request.requestId))).toHaveLength(1);
    expect(await t.services.email.emailStatus()).toMatchObject({ queueSize: 0, status: 'healthy', lastError: null });
  });

  it('shows the email status to administrators only', async () => {
    const admin = await buildAdmin(t);
    await expect(t.services.email.emailStatus({ user: admin, ip: null })).resolves.toMatchObject({ provider: 'smtp' });
    await expect(t.services.email.emailStatus({ user: staff, ip: null })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.services.email.emailStatus({ user: null, ip: null })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('email without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps messages in the outbox and the log', async () => {
    const manager = await buildManager(t);
    const { token } = await buildStaffWithToken(t, manager);
    await submitRequest(t, token, { startDate: daysFromToday(10) });
    const logged = jest.spyOn(emailLog, 'info').mockImplementation(() => undefined);
    await t.services.jobs.drain();
    expect(JSON.stringify(logged.mock.calls)).toContain(manager.email);
    logged.mockRestore();
    const rows = await t.dataSource.query(`SELECT recipient, status FROM email_outbox`);
    expect(rows).toEqual([{ recipient: manager.email, status: 'kept' }]);
    expect(await t.services.email.emailStatus()).toMatchObject({ provider: 'outbox', queueSize: 0, status: 'healthy' });
  });
});

describe('mail servers that never answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Sends one message through `server` with these timeouts; returns its outbox row and job once the queue is done. */
  async function sendThrough(server: SlowReceiver, timeouts: Partial<SmtpTimeouts>) {
    const queue = new JobQueue(t.dataSource);
    const email = new EmailService(t.dataSource, queue, {
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      from: 'Leavewise <no-reply@leavewise.test>',
      timeouts,
    });
    const { run, ...options } = email.deliveryJob();
    queue.register(EMAIL_QUEUE, run, options);
    const id = await t.dataSource.transaction((manager) =>
      email.enqueue(manager, { to: 'rosa@example.test', subject: 'Reset your Leavewise password', text: 'link' }),
    );
    expect(await queue.drain()).toBe(1);
    const [outbox] = await t.dataSource.query(`SELECT status, attempts, last_error FROM email_outbox WHERE id = $1`, [
      id,
    ]);
    const [job] = await t.dataSource.query(
      `SELECT status, last_error FROM jobs WHERE queue = $1 AND singleton_key = $2`,
      [EMAIL_QUEUE, id],
    );
    return { outbox, job };
  }

  it('gives up on a server that accepts the connection but never greets, and retries later', async () => {
    const server = await silentReceiver();
    try {
      const { outbox, job } = await sendThrough(server, { greetingMs: 300 });
      expect(outbox).toEqual({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/greeting/i) });
      expect(job).toEqual({ status: 'queued', last_error: outbox.last_error });
      await server.idle();
    } finally {
      await server.close();
    }
  }, 15_000);

  it('gives up at its deadline on a server that keeps talking without ever answering', async () => {
    // A line every 100 ms: no idle timeout ever fires; only the deadline of the whole message does.
    const server = await tricklingSmtpServer(100);
    try {
      const { outbox, job } = await sendThrough(server, { sendMs: 1000 });
      const reason = 'The mail server did not take the message within 1 second';
      expect(outbox).toEqual({ status: 'queued', attempts: 1, last_error: reason });
      expect(job).toEqual({ status: 'queued', last_error: reason });
      await server.idle();
    } finally {
      await server.close();
    }
  }, 15_000);
});
