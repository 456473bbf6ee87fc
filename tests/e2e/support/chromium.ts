import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * Finds a Chromium for the browser tests, in this order: `CHROME_PATH`; a system Chromium or Chrome;
 * the Chromium shipped inside the `@sparticuz/chromium` npm package (a dev dependency, unpacked on
 * first use); Debian's `chromium` package when this user may install packages. Playwright's own
 * browser download is never used: it needs hosts a closed network cannot reach.
 */
export async function findChromium(log: (line: string) => void = () => undefined): Promise<string> {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (runs(configured)) return configured;
    throw new Error(`CHROME_PATH is set to ${configured}, which does not start. Unset it or point it at Chromium.`);
  }
  const system = SYSTEM_CANDIDATES.find(runs);
  if (system) return system;

  const failures: string[] = [];
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const path = await packaged.executablePath();
    if (runs(path)) {
      log(`Using the Chromium from @sparticuz/chromium at ${path}`);
      return path;
    }
    failures.push(`the Chromium from @sparticuz/chromium (${path}) does not start on this machine`);
  } catch (error) {
    failures.push(`@sparticuz/chromium could not be unpacked: ${(error as Error).message}`);
  }

  if (mayInstallPackages()) {
    log("Installing Debian's chromium package for the browser tests ...");
    const asRoot = process.getuid?.() === 0;
    const run = (args: string[]) => {
      const [command, ...rest] = asRoot ? args : ['sudo', '-n', ...args];
      execFileSync(command, rest, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    };
    try {
      run(['apt-get', 'update', '-qq']);
      run(['apt-get', 'install', '-y', '-qq', 'chromium']);
      const installed = SYSTEM_CANDIDATES.find(runs);
      if (installed) return installed;
      failures.push("Debian's chromium package installed, but no chromium binary starts");
    } catch (error) {
      failures.push(`apt-get install chromium failed: ${(error as Error).message}`);
    }
  } else {
    failures.push('this user may not install Debian packages (not root, no password-less sudo, or no apt-get)');
  }

  throw new Error(
    [
      'The browser tests need Chromium and none could be found or provided:',
      ...failures.map((line) => `  - ${line}`),
      'Install Chromium (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
    ].join('\n'),
  );
}

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function runs(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    execFileSync(path, ['--headless', '--no-sandbox', '--version'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

function mayInstallPackages(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    if (process.getuid?.() === 0) return true;
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
