import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from './firstScreens';
import { APP_ROUTES } from './routes';

describe('the first screens', () => {
  it('are drawn for pages of their own, for the people their routes let in', () => {
    for (const [path, screen] of Object.entries(FIRST_SCREENS)) {
      const route = APP_ROUTES.find((candidate) => candidate.path === path);
      expect([path, !!route?.page]).toEqual([path, true]);
      expect([path, [...screen.needs].sort()]).toEqual([path, [...(route?.needs ?? [])].sort()]);
    }
  });
});
