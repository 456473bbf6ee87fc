import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits until every finite animation in the page has finished (dialogs fading in, menus sliding), so
 * colours are read at full opacity. Endless ones (spinners) are left running.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames first: a dialog opened by the last click mounts, and starts its animation, in the next one.
    for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe-core in the page, once its animations have finished, and returns the serious and critical
 * violations. A page caught between two states (a toast sliding in during the scan, a dialog still
 * mounting) is scanned again once settled: only what the settled page still shows is reported.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const first = await scan(page);
  if (first.length === 0) return first;
  return scan(page);
}

async function scan(page: Page): Promise<AxeViolation[]> {
  await animationsFinished(page);
  // Evaluated through the DevTools protocol: the page's Content Security Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
