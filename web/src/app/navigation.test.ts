import { describe, expect, it } from 'vitest';
import type { Capability } from '../__generated__/graphql';
import { i18n } from '../i18n';
import english from '../i18n/locales/en/common.json';
import { capabilitiesOf } from '../lib/roles';
import { footerLinksFor, hubFor, isCurrent, navigationFor, type NavItem } from './navigation';
import { APP_ROUTES } from './routes';

const line = (item: NavItem): string[] => [
  `${item.label} ${item.to}`,
  ...item.children.map((child) => `  ${child.label} ${child.to}`),
];
const sidebar = (capabilities: Capability[]) =>
  navigationFor(capabilitiesOf({ capabilities })).map((group) => ({
    group: group.label,
    links: group.items.flatMap(line),
  }));
const hub = (capabilities: Capability[]) =>
  hubFor(capabilitiesOf({ capabilities })).map((group) => ({
    group: group.label,
    links: group.items.map((item) => `${item.label} ${item.to}`),
  }));

const EVERYTHING: Capability[] = [
  'USE_CALENDAR_FEEDS',
  'VIEW_TEAM',
  'DECIDE_REQUESTS',
  'DELEGATE_APPROVALS',
  'ADVANCED_SEARCH',
  'VIEW_REPORTS',
  'VIEW_ANALYTICS',
  'VIEW_AUDIT',
  'VIEW_ALL_BALANCES',
  'MANAGE_USERS',
  'MANAGE_ROLES',
  'MANAGE_TEAMS',
  'MANAGE_POLICY',
  'MANAGE_LOCATIONS',
  'MANAGE_REQUEST_TYPES',
  'MANAGE_BALANCES',
  'MANAGE_WEBHOOKS',
  'MANAGE_API_TOKENS',
  'MANAGE_NOTIFICATION_CHANNELS',
  'VIEW_FEEDBACK',
  'VIEW_SYSTEM_STATUS',
];

const at = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('navigationFor', () => {
  it('shows everyone their own time off and the team calendar', () => {
    expect(sidebar([])).toEqual([
      {
        group: 'Time off',
        links: [
          'Dashboard /dashboard',
          'Request History /history',
          'Team Calendar /calendar',
          'Notifications /notifications',
        ],
      },
    ]);
    expect(footerLinksFor(capabilitiesOf({ capabilities: [] })).map((item) => item.to)).toEqual(['/changelog']);
  });

  it('gives an administrator eight top-level entries, with the rest under them or in the hub', () => {
    expect(sidebar(EVERYTHING)).toEqual([
      {
        group: 'Time off',
        links: [
          'Dashboard /dashboard',
          'Request History /history',
          'Team Calendar /calendar',
          '  Calendar Integration /calendar-integration',
          'Notifications /notifications',
        ],
      },
      {
        group: 'Team',
        links: [
          'Pending Approvals /approvals',
          '  Delegation /delegation',
          'Team Overview /team',
          '  Advanced Search /search',
          'Reports /reports',
          '  Advanced Analytics /analytics',
        ],
      },
      { group: 'Organisation', links: ['Administration /admin'] },
    ]);
    const topLevel = navigationFor(capabilitiesOf({ capabilities: EVERYTHING })).flatMap((group) => group.items);
    expect(topLevel).toHaveLength(8);
  });

  it('puts every administration screen in the hub, once', () => {
    expect(hub(EVERYTHING)).toEqual([
      {
        group: 'People',
        links: [
          'Users & Managers /admin?tab=users',
          'Teams /admin?tab=teams',
          'Assignments /admin?tab=assignments',
          'Role Management /admin?tab=role-management',
          'Import /admin/import',
        ],
      },
      {
        group: 'Leave',
        links: [
          'PTO Settings /admin/pto-settings',
          'Locations /admin/locations',
          'Request Types /admin/request-types',
          'PTO Balances /admin/pto-balances',
        ],
      },
      { group: 'Insight', links: ['Analytics /admin?tab=analytics', 'Audit /admin?tab=audit'] },
      {
        group: 'System',
        links: [
          'System Status /admin?tab=system-status',
          'Integrations /admin/integrations',
          'Feedback /admin/feedback',
        ],
      },
    ]);
  });

  it('offers every page of the route table from the sidebar, its foot or the hub, and none twice', () => {
    const everyone = capabilitiesOf({ capabilities: EVERYTHING });
    const offered = [
      ...navigationFor(everyone).flatMap((group) => group.items.flatMap((item) => [item, ...item.children])),
      ...footerLinksFor(everyone),
      ...hubFor(everyone).flatMap((group) => group.items),
    ].flatMap((item) => [item.to, ...item.aliases.filter((alias) => !alias.startsWith('/admin'))]);
    const pages = APP_ROUTES.filter((route) => route.page || route.hub).map((route) => route.path);
    for (const page of pages) expect(offered).toContain(page);
    const links = offered.filter((address) => !address.includes('dashboard-calendar'));
    expect(new Set(links).size).toBe(links.length);
  });

  it('keeps an entry whose parent is not offered at the top level', () => {
    expect(sidebar(['VIEW_ANALYTICS']).at(-1)).toEqual({ group: 'Team', links: ['Advanced Analytics /analytics'] });
  });

  it('opens the hub to anyone with one of its capabilities, and not for analytics alone', () => {
    expect(sidebar(['VIEW_AUDIT']).at(-1)).toEqual({ group: 'Organisation', links: ['Administration /admin'] });
    expect(hub(['VIEW_AUDIT', 'VIEW_ANALYTICS'])).toEqual([
      { group: 'Insight', links: ['Analytics /admin?tab=analytics', 'Audit /admin?tab=audit'] },
    ]);
    expect(sidebar(['VIEW_ANALYTICS']).map((group) => group.group)).not.toContain('Organisation');
    expect(hub(['VIEW_ANALYTICS'])).toEqual([]);
  });
});

describe('isCurrent', () => {
  const everyone = capabilitiesOf({ capabilities: EVERYTHING });
  const entry = (to: string) =>
    [
      ...navigationFor(everyone).flatMap((group) => group.items.flatMap((item) => [item, ...item.children])),
      ...hubFor(everyone).flatMap((group) => group.items),
    ].find((item) => item.to === to)!;

  it('marks Administration current on every screen of the hub, and each section only on its own', () => {
    for (const path of ['/admin?tab=audit', '/admin?tab=system-status', '/admin/pto-settings', '/admin/feedback']) {
      expect(isCurrent(entry('/admin'), at(path))).toBe(true);
    }
    expect(isCurrent(entry('/admin?tab=system-status'), at('/admin?tab=system-status'))).toBe(true);
    expect(isCurrent(entry('/admin?tab=system-status'), at('/admin?tab=audit'))).toBe(false);
    expect(isCurrent(entry('/admin/request-types'), at('/admin?tab=request-types'))).toBe(true);
    expect(isCurrent(entry('/admin'), at('/dashboard'))).toBe(false);
  });

  it('marks one entry per page: the dashboard on its combined page, notifications on every tab', () => {
    expect(isCurrent(entry('/dashboard'), at('/dashboard-calendar'))).toBe(true);
    expect(isCurrent(entry('/notifications'), at('/notifications?tab=channels'))).toBe(true);
    expect(isCurrent(entry('/calendar'), at('/calendar-integration'))).toBe(false);
    expect(isCurrent(entry('/dashboard'), at('/history'))).toBe(false);
  });
});

describe('labels in the screen language', () => {
  it("names every labelled route in the catalogue with its English label's words", () => {
    const labelled = APP_ROUTES.filter((route) => route.nav || route.hub || route.footer || route.tab);
    const mismatched = labelled.flatMap((route) =>
      [route.nav?.label, route.hub?.label, route.footer?.label, route.tab?.label]
        .filter((label): label is string => !!label)
        .filter((label) => !route.name || (english.routes as Record<string, string>)[route.name] !== label)
        .map((label) => `${route.path}: ${label}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('offers the sidebar and the hub in German', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(sidebar(['DECIDE_REQUESTS', 'VIEW_AUDIT'])).toEqual([
        {
          group: 'Time off',
          links: [
            'Übersicht /dashboard',
            'Antragsverlauf /history',
            'Teamkalender /calendar',
            'Benachrichtigungen /notifications',
          ],
        },
        { group: 'Team', links: ['Offene Genehmigungen /approvals'] },
        { group: 'Organisation', links: ['Verwaltung /admin'] },
      ]);
      expect(hub(['VIEW_AUDIT'])).toEqual([{ group: 'Insight', links: ['Prüfprotokoll /admin?tab=audit'] }]);
      expect(footerLinksFor(capabilitiesOf({ capabilities: [] })).map((item) => item.label)).toEqual(['Neuerungen']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
