import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Receivers on loopback that never finish an answer, written on raw sockets so nothing buffers or
 * paces them: the calls under test must give up on their own and close the connection.
 */
export interface SlowReceiver {
  url: string;
  port: number;
  /** Connections open now. */
  open(): number;
  /** Connections accepted so far. */
  connections(): number;
  /** Bytes written to callers so far. */
  bytesSent(): number;
  /** Resolves once a connection has been made and every connection is closed again. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function receiver(answer: (socket: Socket, sent: (bytes: number) => void) => void): Promise<SlowReceiver> {
  const sockets = new Set<Socket>();
  let connections = 0;
  let bytes = 0;
  let waiters: (() => void)[] = [];
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!sockets.size) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    });
    answer(socket, (count) => (bytes += count));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    open: () => sockets.size,
    connections: () => connections,
    bytesSent: () => bytes,
    idle: () =>
      connections > 0 && !sockets.size ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers one byte every `intervalMs`, for ever: in the status line and headers (`phase: 'headers'`),
 * or in a body after complete headers (`phase: 'body'`). Each byte arrives well within any idle timeout.
 */
export function tricklingReceiver(options: { intervalMs: number; phase: 'headers' | 'body' }): Promise<SlowReceiver> {
  return receiver((socket, sent) => {
    const head =
      options.phase === 'body' ? 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n' : '';
    const trickled = options.phase === 'body' ? ' ' : 'HTTP/1.1 200 OK\r\nX-Slow: ';
    if (head) socket.write(head, () => sent(head.length));
    let position = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      // The status line once, then one header value that never ends (or body spaces).
      const byte = position < trickled.length ? trickled[position] : options.phase === 'body' ? ' ' : 'a';
      position += 1;
      socket.write(byte, () => sent(1));
    }, options.intervalMs);
    socket.on('close', () => clearInterval(timer));
  });
}

/** Answers 200 and then a body that never ends, as fast as the caller reads it. */
export function endlessReceiver(contentType = 'application/json'): Promise<SlowReceiver> {
  const chunk = Buffer.alloc(64 * 1024, '[');
  return receiver((socket, sent) => {
    const head = `HTTP/1.1 200 OK\r\nContent-Type: ${contentType}\r\nConnection: close\r\n\r\n`;
    socket.write(head);
    sent(head.length);
    const pump = () => {
      while (!socket.destroyed) {
        const more = socket.write(chunk);
        sent(chunk.length);
        if (!more) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

/** Accepts connections and never says a word (an SMTP server that never greets). */
export function silentReceiver(): Promise<SlowReceiver> {
  return receiver(() => undefined);
}

/**
 * An SMTP server that greets at once, then answers whatever it is sent with a reply that never ends:
 * one `250-` continuation line every `intervalMs`.
 */
export function tricklingSmtpServer(intervalMs: number): Promise<SlowReceiver> {
  return receiver((socket, sent) => {
    socket.write('220 slow.example.test ESMTP\r\n', () => sent(1));
    socket.once('data', () => {
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write('250-still thinking\r\n', () => sent(1));
      }, intervalMs);
      socket.on('close', () => clearInterval(timer));
    });
  });
}
