import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChangelogService } from '../../server/src/modules/changelog/changelog.service';
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

  it('serves the changelog generated from git at build time', async () => {
    const answer = await api<{
      source: string;
      commits: { hash: string; type: string; author: { name: string }; files: string[] }[];
      versions: { version: string; commits: string[] }[];
    }>(t, 'GET', '/changelog', { token: staffToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.source).toBe('build');
    const hashes = execFileSync('git', ['log', '--format=%H', '--max-count=1000'], { cwd: ROOT, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(answer.body.data.commits.length).toBeGreaterThan(0);
    expect(hashes).toContain(answer.body.data.commits[0].hash);
    expect(answer.body.data.commits[0]).toMatchObject({
      author: { name: expect.any(String) },
      type: expect.any(String),
      files: expect.any(Array),
    });
    expect(answer.body.data.versions.flatMap((v) => v.commits)).toHaveLength(answer.body.data.commits.length);
  });

  it("shows no committer's email address, even from a build file written before addresses were left out", async () => {
    const answer = await api<{ commits: { author: Record<string, unknown> }[] }>(t, 'GET', '/changelog', {
      token: staffToken,
    });
    expect(answer.body.data.commits.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer.body)).not.toMatch(EMAIL);
    expect(answer.body.data.commits.every((commit) => !('email' in commit.author))).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'changelog-file-'));
    const file = join(dir, 'changelog.json');
    const commit = {
      hash: 'a'.repeat(40),
      author: { name: 'Old Build', email: 'old.build@example.test' },
      subject: 'fix: thanks to helper@example.test',
      message: 'thanks to helper@example.test',
      body: 'Signed-off-by: Old Build <old.build@example.test>',
    };
    writeFileSync(file, JSON.stringify({ generatedAt: null, commits: [commit], versions: [] }));
    const served = await new ChangelogService({ file, script: '/nonexistent', cwd: dir }).changelog({
      user: admin,
      ip: null,
    });
    expect(JSON.stringify(served)).not.toMatch(EMAIL);
    expect(served.commits).toEqual([
      {
        hash: 'a'.repeat(40),
        author: { name: 'Old Build' },
        subject: 'fix: thanks to [email hidden]',
        message: 'thanks to [email hidden]',
        body: 'Signed-off-by: Old Build',
      },
    ]);
  });

  it('falls back to git when the build file is absent, and to an empty history without git', async () => {
    const actor = { user: admin, ip: null };
    const fromGit = await new ChangelogService({
      file: '/nonexistent/changelog.json',
      script: join(ROOT, 'scripts/generate-changelog.mjs'),
      cwd: ROOT,
    }).changelog(actor);
    expect(fromGit.source).toBe('git');
    expect((fromGit.commits[0] as { hash: string }).hash).toBe(
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
    );
    const empty = await new ChangelogService({
      file: '/nonexistent/changelog.json',
      script: '/nonexistent/generate.mjs',
      cwd: '/tmp',
    }).changelog(actor);
    expect(empty).toEqual({ source: 'none', generatedAt: null, commits: [], versions: [] });
  });

  it('parses conventional commits and groups them into versions by tag', () => {
    const repo = mkdtempSync(join(tmpdir(), 'changelog-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.test', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ version: '1.1.0' }));
    git('add', '.');
    git('commit', '-qm', 'feat(api): first endpoint');
    git('tag', 'v1.0.0');
    writeFileSync(join(repo, 'a.txt'), 'one\ntwo\n');
    git('add', '.');
    git('commit', '-qm', 'fix!: stop double counting', '-m', 'BREAKING CHANGE: days are now numeric');
    git(
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'web: new screen',
      '-m',
      'Reviewed with pat@example.test.\n\nCo-authored-by: Pat Pair <pat@example.test>',
    );
    const output = execFileSync(process.execPath, [join(ROOT, 'scripts/generate-changelog.mjs'), '--stdout'], {
      env: { ...process.env, CHANGELOG_REPO_DIR: repo },
      encoding: 'utf8',
    });
    const { commits, versions } = JSON.parse(output);
    expect(
      commits.map((c: { type: string; scope: string | null; breaking: boolean; message: string }) => [
        c.type,
        c.scope,
        c.breaking,
        c.message,
      ]),
    ).toEqual([
      ['other', 'web', false, 'new screen'],
      ['fix', null, true, 'stop double counting'],
      ['feat', 'api', false, 'first endpoint'],
    ]);
    expect(commits[1]).toMatchObject({ files: ['a.txt'], additions: 2, deletions: 0, author: { name: 'Dev' } });
    // No committer's address, not even in a trailer of the message.
    expect(output).not.toMatch(/@example\.test/);
    expect(commits[0].body).toBe('Reviewed with [email hidden].\n\nCo-authored-by: Pat Pair');
    expect(commits[2].tags).toEqual(['v1.0.0']);
    expect(
      versions.map((v: { version: string; commits: string[]; breaking: boolean }) => [
        v.version,
        v.commits.length,
        v.breaking,
      ]),
    ).toEqual([
      ['1.1.0-unreleased', 2, true],
      ['1.0.0', 1, false],
    ]);
  });
});
