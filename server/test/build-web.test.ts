import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start` builds the web client only when its sources changed, and replicas started together from
 * one checkout do not race: one builds, the others wait for its stamp. A stub build stands in for vite
 * (it records each run and waits until both processes are under way, so they really overlap).
 */
describe('the web build runs only when its sources changed', () => {
  const script = pathToFileURL(join(__dirname, '../../scripts/build-web.mjs')).href;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leavewise-build-web-'));
    mkdirSync(join(dir, 'sources/src'), { recursive: true });
    writeFileSync(join(dir, 'sources/src/main.tsx'), 'export const version = 1;\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** One process (a replica starting) that runs the check; resolves with its answer. */
  function replica(name: string): Promise<string> {
    const code = `
      import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
      import { join } from 'node:path';
      import { buildWebIfChanged } from ${JSON.stringify(script)};
      const dir = ${JSON.stringify(dir)};
      writeFileSync(join(dir, 'started-${name}'), '');
      const wait = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
      const answer = buildWebIfChanged({
        dist: join(dir, 'dist'),
        sources: join(dir, 'sources'),
        build: (out) => {
          appendFileSync(join(dir, 'builds'), '${name}\\n');
          // Hold the build until both replicas are running, for at most 10 s.
          for (let i = 0; i < 1000 && !(existsSync(join(dir, 'started-a')) && existsSync(join(dir, 'started-b'))); i++) wait(10);
          mkdirSync(out);
          writeFileSync(join(out, 'index.html'), '<p>built by ${name}</p>');
        },
      });
      process.stdout.write('answer:' + answer);
    `;
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (status) =>
        status === 0 ? resolve(/answer:(\w+)/.exec(output)?.[1] ?? output) : reject(new Error(output)),
      );
    });
  }

  const builds = () =>
    existsSync(join(dir, 'builds')) ? readFileSync(join(dir, 'builds'), 'utf8').trim().split('\n') : [];

  it('two replicas started together build once; a restart builds nothing; a changed source builds again', async () => {
    const answers = await Promise.all([replica('a'), replica('b')]);
    expect(answers.sort()).toEqual(['built', 'current']);
    expect(builds()).toHaveLength(1);
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toContain('built by');
    expect(existsSync(join(dir, 'dist.lock'))).toBe(false);

    expect(await replica('a')).toBe('current');
    expect(builds()).toHaveLength(1);

    writeFileSync(join(dir, 'sources/src/main.tsx'), 'export const version = 2;\n');
    expect(await replica('b')).toBe('built');
    expect(builds()).toHaveLength(2);
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toBe('<p>built by b</p>');
  });
});
