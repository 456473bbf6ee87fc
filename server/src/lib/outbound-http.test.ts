import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nonPublicReason, parseIp } from './ip-ranges';
import { endlessReceiver, tricklingReceiver } from '../../test/slow-receivers';
import { OutboundHttp, OutboundRefused, OutboundTimeout, type Resolver } from './outbound-http';

const reasonOf = (text: string) => {
  const bytes = parseIp(text);
  if (!bytes) throw new Error(`not parsed: ${text}`);
  return nonPublicReason(bytes);
};

/** A receiver on 127.0.0.1 that records requests and answers with `answer`. */
async function receiver(answer: (path: string) => { status: number; location?: string } = () => ({ status: 204 })) {
  const calls: { method: string; path: string; host: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({
        method: req.method!,
        path: req.url!,
        host: String(req.headers.host),
        body: Buffer.concat(chunks).toString(),
      });
      const { status, location } = answer(req.url!);
      res.writeHead(status, location ? { location } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A resolver that gives each answer in turn (the last one forever), counting its calls. */
function sequenceResolver(...answers: string[]): Resolver & { calls: number } {
  const resolver: Resolver & { calls: number } = Object.assign(
    async () => {
      const address = answers[Math.min(resolver.calls, answers.length - 1)];
      resolver.calls += 1;
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    },
    { calls: 0 },
  );
  return resolver;
}

describe('address classification', () => {
  it.each([
    // loopback in every spelling
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['::1', 'IPv4-compatible, loopback or unspecified'],
    ['0:0:0:0:0:0:0:1', 'IPv4-compatible, loopback or unspecified'],
    ['[::1]', 'IPv4-compatible, loopback or unspecified'],
    ['::ffff:127.0.0.1', 'loopback (embedded in IPv6)'],
    ['::ffff:7f00:1', 'loopback (embedded in IPv6)'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback (embedded in IPv6)'],
    ['::127.0.0.1', 'IPv4-compatible, loopback or unspecified'],
    ['::7f00:1', 'IPv4-compatible, loopback or unspecified'],
    ['::ffff:0:127.0.0.1', 'loopback (embedded in IPv6)'],
    // private, link-local, CGNAT and friends, also behind IPv6 embeddings
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local (embedded in IPv6)'],
    ['::ffff:a9fe:a9fe', 'link-local (embedded in IPv6)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['0', 'this network'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::10.0.0.1', 'private (embedded in IPv6)'],
    ['64:ff9b::7f00:1', 'loopback (embedded in IPv6)'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', 'loopback (embedded in IPv6)'],
    ['2002:c0a8:101::1', 'private (embedded in IPv6)'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['feff::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff05::1:3', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
    ['2001:2::1', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
    ['100::1', 'discard-only'],
    ['::', 'IPv4-compatible, loopback or unspecified'],
    ['4000::1', 'reserved'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(reasonOf(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '198.20.0.1',
    '192.169.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
  ])('accepts the public address %s', (address) => {
    expect(reasonOf(address)).toBeNull();
  });

  it.each(['', 'example.com', '1.2.3.4.5', '256.1.1.1', '1.2.3.0x100', '::g', '1::2::3', '08.1.1.1', '1.2.3.4 '])(
    'does not take %j for an IP address',
    (text) => {
      if (text === '1.2.3.4 ') expect(parseIp(text)).toEqual([1, 2, 3, 4]);
      else expect(parseIp(text)).toBeNull();
    },
  );
});

describe('outbound HTTP', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://0177.0.0.1/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
    'http://169.254.169.254/latest/meta-data',
    'http://198.18.0.5/hook',
    'http://224.0.0.1/hook',
    'http://255.255.255.255/hook',
    'http://[fec0::1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[ff02::1]/hook',
    'https://user:secret@hooks.example.com/x',
    'ftp://hooks.example.com/x',
    'file:///etc/passwd',
    'not a url',
    // localhost and every name under it, whatever DNS answers for them (RFC 6761).
    'http://localhost/hook',
    'http://localhost./hook',
    'http://LOCALHOST./hook',
    'http://sub.localhost/hook',
    'http://a.b.LocalHost..:8080/hook',
  ])('refuses %s before sending anything', async (url) => {
    const outbound = new OutboundHttp({ resolve: sequenceResolver('93.184.216.34') });
    expect(await outbound.problem(url)).toEqual(expect.any(String));
    await expect(outbound.request(url, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('calls localhost only when WEBHOOK_ALLOWED_HOSTS names it', async () => {
    const allowed = new OutboundHttp({ allowedHosts: ['localhost'], resolve: sequenceResolver('127.0.0.1') });
    expect(await allowed.problem('http://LOCALHOST./hook')).toBeNull();
    expect(await allowed.problem('http://sub.localhost/hook')).toMatch(/^sub\.localhost is not a public address/);
  });

  it('refuses a name that resolves to a private address, and one with any private address among its answers', async () => {
    const outbound = new OutboundHttp({
      resolve: async (host) =>
        host === 'mixed.example.test'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.5', family: 4 },
            ]
          : [{ address: '::ffff:10.0.0.5', family: 6 }],
    });
    await expect(outbound.request('http://internal.example.test/')).rejects.toThrow(/private/);
    await expect(outbound.request('http://mixed.example.test/')).rejects.toThrow(
      /\(10\.0\.0\.5\) is not a public address: private/,
    );
    expect(await outbound.problem('http://internal.example.test/', { resolve: true })).toMatch(/private/);
    // Without resolving, a name cannot be judged yet: it is checked again on every call.
    expect(await outbound.problem('http://internal.example.test/')).toBeNull();
  });

  it('refuses localhost and names that DNS cannot resolve', async () => {
    const outbound = new OutboundHttp();
    await expect(outbound.request('http://localhost:9/')).rejects.toThrow(/not a public address: loopback/);
    await expect(outbound.request('http://no-such-host.invalid/')).rejects.toThrow(/Cannot resolve/);
  });

  it('connects to the address it checked: a resolver that answers differently later is asked once per call', async () => {
    const target = await receiver();
    try {
      // Allowed by name, so the first (loopback) answer may be used; later answers point where nothing listens.
      const resolver = sequenceResolver('127.0.0.1', '127.0.0.2');
      const outbound = new OutboundHttp({ allowedHosts: ['hooks.internal.test'], resolve: resolver });
      const response = await outbound.request(`http://hooks.internal.test:${target.port}/hook`, {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response).toMatchObject({ status: 204, address: '127.0.0.1' });
      expect(resolver.calls).toBe(1);
      expect(target.calls).toEqual([
        { method: 'POST', path: '/hook', host: `hooks.internal.test:${target.port}`, body: '{"a":1}' },
      ]);
    } finally {
      await target.close();
    }
  });

  it('refuses a rebinding name whose answer turns private after the first check', async () => {
    const target = await receiver();
    try {
      const resolver = sequenceResolver('93.184.216.34', '127.0.0.1');
      const outbound = new OutboundHttp({ resolve: resolver });
      expect(await outbound.problem(`http://rebind.example.test:${target.port}/`, { resolve: true })).toBeNull();
      await expect(outbound.request(`http://rebind.example.test:${target.port}/`)).rejects.toThrow(
        /rebind\.example\.test \(127\.0\.0\.1\) is not a public address: loopback/,
      );
      expect(resolver.calls).toBe(2);
      expect(target.calls).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it('does not follow redirects unless asked, and never to a forbidden target', async () => {
    const second = await receiver();
    const first = await receiver((path) =>
      path === '/to-metadata'
        ? { status: 307, location: 'http://169.254.169.254/latest/meta-data' }
        : path === '/to-mapped'
          ? { status: 302, location: 'http://[::ffff:7f00:1]:80/' }
          : { status: 307, location: `http://second.internal.test:${second.port}/landed` },
    );
    try {
      const outbound = new OutboundHttp({
        allowedHosts: ['first.internal.test', 'second.internal.test'],
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      const base = `http://first.internal.test:${first.port}`;
      const unfollowed = await outbound.request(`${base}/elsewhere`, { method: 'POST', body: 'x' });
      expect(unfollowed.status).toBe(307);
      expect(second.calls).toHaveLength(0);

      await expect(outbound.request(`${base}/to-metadata`, { maxRedirects: 3 })).rejects.toThrow(/link-local/);
      await expect(outbound.request(`${base}/to-mapped`, { maxRedirects: 3 })).rejects.toThrow(/loopback/);

      const followed = await outbound.request(`${base}/elsewhere`, { method: 'POST', body: 'x', maxRedirects: 3 });
      expect(followed.status).toBe(204);
      expect(second.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/landed', body: 'x' })]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('allows listed hosts by name or by any spelling of their address', async () => {
    const target = await receiver();
    try {
      const outbound = new OutboundHttp({ allowedHosts: ['0x7f.0.0.1'] });
      expect((await outbound.request(`http://127.0.0.1:${target.port}/`)).status).toBe(204);
      expect((await outbound.request(`http://2130706433:${target.port}/`)).status).toBe(204);
      await expect(outbound.request(`http://127.0.0.2:${target.port}/`)).rejects.toThrow(/loopback/);
    } finally {
      await target.close();
    }
  });
});

describe('outbound HTTP against slow and endless receivers', () => {
  const outbound = new OutboundHttp({ allowedHosts: ['127.0.0.1'] });

  it.each(['headers', 'body'] as const)(
    'gives up at its deadline on a receiver that trickles its %s one byte at a time, and closes the connection',
    async (phase) => {
      // A byte every 100 ms: no idle timeout of 600 ms would ever fire.
      const receiver = await tricklingReceiver({ intervalMs: 100, phase });
      try {
        const call = outbound.request(receiver.url, { method: 'POST', body: '{}', timeoutMs: 600 });
        await expect(call).rejects.toBeInstanceOf(OutboundTimeout);
        await expect(call).rejects.toThrow('The receiver did not answer within 0.6 seconds');
        await receiver.idle();
        expect(receiver.bytesSent()).toBeGreaterThan(0);
      } finally {
        await receiver.close();
      }
    },
    15_000,
  );

  it('reads at most maxBodyBytes of an endless answer, then closes the connection', async () => {
    const receiver = await endlessReceiver();
    try {
      const response = await outbound.request(receiver.url, { maxBodyBytes: 4096 });
      expect(response).toMatchObject({ status: 200, truncated: true });
      expect(response.body).toHaveLength(4096);
      await receiver.idle();
    } finally {
      await receiver.close();
    }
  }, 15_000);

  it('reads none of the answer when only its status counts (maxBodyBytes 0)', async () => {
    const receiver = await endlessReceiver();
    try {
      const response = await outbound.request(receiver.url, { method: 'POST', body: '{}', maxBodyBytes: 0 });
      expect(response).toMatchObject({ status: 200, truncated: false });
      expect(response.body).toHaveLength(0);
      await receiver.idle();
    } finally {
      await receiver.close();
    }
  }, 15_000);

  it('stops and closes the connection when its caller cancels it', async () => {
    const receiver = await tricklingReceiver({ intervalMs: 50, phase: 'body' });
    try {
      const controller = new AbortController();
      const call = outbound.request(receiver.url, { signal: controller.signal, timeoutMs: 60_000 });
      const reason = new Error('the job ran out of time');
      while (!receiver.bytesSent()) await new Promise((resolve) => setImmediate(resolve));
      controller.abort(reason);
      await expect(call).rejects.toBe(reason);
      await receiver.idle();
    } finally {
      await receiver.close();
    }
  }, 15_000);

  it('as fetch: refuses an answer larger than its limit instead of handing over part of it', async () => {
    const receiver = await endlessReceiver();
    try {
      const fetch = outbound.fetch({ maxBodyBytes: 1024 });
      await expect(fetch(receiver.url)).rejects.toThrow(/answered more than 1024 bytes/);
      await receiver.idle();
    } finally {
      await receiver.close();
    }
  }, 15_000);

  it('as fetch: sends forms and headers, and answers a complete document as a Response', async () => {
    const target = await receiver();
    try {
      const fetch = outbound.fetch({ maxBodyBytes: 1024 });
      const response = await fetch(`http://127.0.0.1:${target.port}/token`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' }),
      });
      expect(response.status).toBe(204);
      expect(target.calls).toEqual([
        {
          method: 'POST',
          path: '/token',
          host: `127.0.0.1:${target.port}`,
          body: 'grant_type=authorization_code&code=abc',
        },
      ]);
    } finally {
      await target.close();
    }
  });
});
