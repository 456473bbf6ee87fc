import { describe, expect, it } from 'vitest';
import { APP_ROUTES, HUB_GROUPS } from '../../app/routes';
import { translateIn } from './shared/translateIn';
import { hubGroupKey, hubSectionKey } from './hubLabels';

const hubRoutes = APP_ROUTES.filter((route) => route.hub);

describe('the administration hub in the screen language', () => {
  it('names a section by its address', () => {
    expect(hubSectionKey('/admin?tab=role-management')).toBe('hub.sections.role-management');
    expect(hubSectionKey('/admin/pto-settings')).toBe('hub.sections.pto-settings');
    expect(hubGroupKey('People')).toBe('hub.groups.people');
  });

  it('has every section and group in English with the route table’s own words', async () => {
    const en = await translateIn('en', 'admin');
    for (const route of hubRoutes) expect(en(hubSectionKey(route.path))).toBe(route.hub!.label);
    for (const group of HUB_GROUPS) expect(en(hubGroupKey(group))).toBe(group);
  });

  it('names every section and group in German and French', async () => {
    for (const language of ['de', 'fr'] as const) {
      const t = await translateIn(language, 'admin');
      const names = hubRoutes.map((route) => t(hubSectionKey(route.path)));
      expect(names).toContain(language === 'de' ? 'Benutzer & Führungskräfte' : 'Utilisateurs et responsables');
      expect(names.filter((name) => name.startsWith('hub.'))).toEqual([]);
      expect(HUB_GROUPS.map((group) => t(hubGroupKey(group))).filter((name) => name.startsWith('hub.'))).toEqual([]);
    }
  });
});
