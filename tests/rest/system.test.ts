import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChangelogService, readReleaseNotes } from '../../server/src/modules/changelog/changelog.service';
import { buildAdmin, buildUser } from '../../server/test/factories';
import { startTestApp, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

const ROOT = join(__dirname, '../..');
const EMAIL = /[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/i;

describe('REST system status, restarts and changelog', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { version: '9.8.7-test' } });
    admin = await buildAdmin(t);
    adminToken = await t.tokenFor(admin);
    staffToken = await t.tokenFor(await buildUser(t));
  });
  afterAll(() => t.close());

  it('reports health with the version and a measured database round trip, without a token', async () => {
    const answer = await api<{
      status: string;
      version: string;
      uptimeSeconds: number;
      database: { status: string; responseTime: number };
    }>(t, 'GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'online', version: '9.8.7-test', database: { status: 'online' } });
    expect(answer.body.data.database.responseTime).toBeGreaterThan(0);
    expect(answer.body.data.database.responseTime).toBeLessThan(5000);
  });

  it('renews the database pool while a transaction is in flight, without breaking it', async () => {
    const pids = async () =>
      new Set(
        (
          await t.dataSource.query(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'leavewise'`,
          )
        ).map((r: { pid: number }) => r.pid),
      );
    const before = await pids();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inFlight = t.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await held;
      return (await manager.query(`SELECT 41 + 1 AS answer`))[0].answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await api(t, 'POST', '/admin/backend-restart', { token: adminToken });
    expect(answer.body).toMatchObject({ success: true, message: 'Backend restarted: database connections renewed' });
    release();
    expect(await inFlight).toBe(42);
    const health = await api<{ database: { status: string } }>(t, 'GET', '/health');
    expect(health.body.data.database.status).toBe('online');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await pids();
    expect([...after].some((pid) => !before.has(pid))).toBe(true);
    expect(await count(t, `SELECT 1 FROM audit_logs WHERE action = 'system.backend_restarted'`)).toBe(1);
  });

  it('serves the release notes, newest first, as notes and in the changelog shape, and no commit subject', async () => {
    const answer = await api<{
      source: string;
      releases: {
        version: string;
        date: string;
        title: string;
        notes: { kind: string; title: string; text: string }[];
      }[];
      commits: { hash: string; type: string; scope: string; message: string; body: string; tags: string[] }[];
      versions: { version: string; title: string; commits: string[]; summary: Record<string, number> }[];
    }>(t, 'GET', '/changelog', { token: staffToken });
    expect(answer.status).toBe(200);
    const { source, releases, commits, versions } = answer.body.data;
    expect(source).toBe('release-notes');
    expect(releases).toEqual(readReleaseNotes());
    expect(releases.length).toBeGreaterThan(0);
    const dates = releases.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Every entry is a written note: a feature or a fix of an area, never a commit.
    const notes = releases.flatMap((release) => release.notes.map((note) => ({ release, note })));
    expect(commits.map((c) => [c.type, c.message, c.body, c.tags])).toEqual(
      notes.map(({ release, note }) => [
        note.kind === 'feature' ? 'feat' : 'fix',
        note.title,
        note.text,
        [release.version],
      ]),
    );
    expect(new Set(commits.map((c) => c.hash)).size).toBe(commits.length);
    expect(versions.map((v) => [v.version, v.title, v.commits.length])).toEqual(
      releases.map((r) => [r.version, r.title, r.notes.length]),
    );
    const subjects = execFileSync('git', ['log', '--format=%s', '--max-count=200'], { cwd: ROOT, encoding: 'utf8' })
      .trim()
      .split('\n');
    const shown = JSON.stringify(answer.body.data);
    expect(subjects.filter((subject) => shown.includes(subject))).toEqual([]);
    expect(shown).not.toMatch(EMAIL);
  });

  it('refuses a malformed release notes file, naming what is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-notes-'));
    const write = (releases: unknown) => {
      const file = join(dir, `${Math.random()}.json`);
      writeFileSync(file, JSON.stringify({ releases }));
      return file;
    };
    const note = { kind: 'feature', area: 'Approvals', title: 'A', text: 'B' };
    expect(() => readReleaseNotes(write([{ version: '1', date: '2026-01-01', title: 'T', notes: [] }]))).toThrow(
      /has no notes/,
    );
    expect(() =>
      readReleaseNotes(write([{ version: '1', date: '2026-01-01', title: 'T', notes: [{ ...note, kind: 'chore' }] }])),
    ).toThrow(/kind \(feature or fix\)/);
    expect(() =>
      readReleaseNotes(
        write([
          { version: '1', date: '2026-01-01', title: 'T', notes: [note] },
          { version: '2', date: '2026-02-01', title: 'T', notes: [note] },
        ]),
      ),
    ).toThrow(/newest first/);
    const good = write([{ version: '1', date: '2026-01-01', title: 'T', notes: [note] }]);
    expect(new ChangelogService(good).changelog({ user: admin, ip: null }).versions).toEqual([
      expect.objectContaining({ version: '1', summary: { total: 1, features: 1, fixes: 0, other: 0 } }),
    ]);
  });
});
