import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  body: string;
}

/**
 * A loopback stand-in for Slack and Teams webhooks: paths under /broken answer 500 `no_service`, paths
 * under /held answer 200 `ok` once `release()` is called (a slow Slack), all others 200 `ok` at once;
 * `next(path)` resolves with the next call to a path starting with it.
 */
export async function startWebhookReceiver() {
  const calls: ReceivedCall[] = [];
  const waiters: { path: string; resolve: (call: ReceivedCall) => void }[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      for (const waiter of waiters.filter((w) => call.path.startsWith(w.path))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(call);
      }
      if (call.path.startsWith('/broken')) res.writeHead(500).end('no_service');
      else if (call.path.startsWith('/held')) held.push(() => res.writeHead(200).end('ok'));
      else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    calls,
    next: (path: string) => new Promise<ReceivedCall>((resolve) => waiters.push({ path, resolve })),
    /** Answers every held call. */
    release: () => held.splice(0).forEach((answer) => answer()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
