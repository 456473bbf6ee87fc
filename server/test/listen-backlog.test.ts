import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startTestApp, type TestApp } from './harness';

/** The accept queue of the socket listening on `port`, as the kernel reports it (ss: Send-Q of a listener). */
function acceptQueue(port: number): number {
  const line = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' })
    .trim()
    .split('\n')[0];
  return Number(line.trim().split(/\s+/)[2]);
}

describe('the listening socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('queues thousands of connections (a replica taking over another’s clients), not Node’s default 511', () => {
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(acceptQueue(Number(new URL(t.url).port))).toBe(Math.min(4096, somaxconn));
    expect(somaxconn).toBeGreaterThan(511); // otherwise the kernel caps every queue there and this says nothing
  });
});
