import { createSystemSteps } from 'virtual:leavewise/system-steps';
import { provideThemeSystem, THEME_CONFIGS } from './theme';

/**
 * Builds the theme's styling system as `themeSystem` would, but as a series of tasks: `nextTask` ends the
 * current one at each of the build's stops (web/theme-steps.ts), so the browser can paint and answer input
 * in between, and no single task is long.
 */
export async function buildThemeSystem(nextTask: () => Promise<void>): Promise<void> {
  const steps = createSystemSteps(...THEME_CONFIGS);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  provideThemeSystem(step.value);
}
