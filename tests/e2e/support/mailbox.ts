import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server started by the e2e global setup (the product sends to it through SMTP_URL). Each
 * message lands as a JSON file in `dir`, where the spec files (in other processes) read it.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  const net = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => net.once('listening', () => resolve()));
  const { port } = net.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function decode(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, text: Buffer.from(body, 'latin1').toString('utf8') };
}

/** The messages received so far for `to`, oldest first. */
export function mailsTo(dir: string, to: string): Mail[] {
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(to))
    .map((mail) => ({ to: mail.to, ...decode(mail.raw) }));
}

/** Waits until `to` has received more than `seen` messages (the product sends from a job), then returns the newest. */
export async function nextMailTo(dir: string, to: string, seen: number, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dir, to);
    if (mails.length > seen) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
