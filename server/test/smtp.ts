import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Refuse the next `count` messages with a temporary failure (451). */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const net = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => net.once('listening', () => resolve()));
  const { port } = net.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The plain-text body of a received message (quoted-printable decoded), and its subject. */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, text: Buffer.from(body, 'latin1').toString('utf8') };
}

/** The token of the last password-reset link sent to `to`. */
export function resetTokenFor(server: TestSmtpServer, to: string): string | null {
  for (const mail of [...server.messages].reverse()) {
    if (!mail.to.includes(to)) continue;
    const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(readMail(mail).text);
    if (match) return match[1];
  }
  return null;
}
