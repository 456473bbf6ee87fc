import { describe, expect, it } from 'vitest';
import type { Capability } from '../__generated__/graphql';
import { capabilitiesOf } from '../lib/roles';
import { isNavItemActive, navigationFor } from './navigation';

const sidebar = (capabilities: Capability[]) =>
  navigationFor(capabilitiesOf({ capabilities })).map((group) => ({
    group: group.label,
    links: group.items.map((item) => `${item.label} ${item.to}`),
  }));

describe('navigationFor', () => {
  it('shows everyone the core pages and the team calendar', () => {
    expect(sidebar([])).toEqual([
      {
        group: 'Core Features',
        links: [
          'Dashboard /dashboard',
          'Dashboard & Calendar /dashboard-calendar',
          'Request History /history',
          'Notifications /notifications',
          'Changelog /changelog',
        ],
      },
      { group: 'Team & Management', links: ['Team Calendar /calendar'] },
    ]);
  });

  it('shows an administrator every group, in the sidebar order', () => {
    const everything: Capability[] = [
      'USE_CALENDAR_FEEDS',
      'VIEW_TEAM',
      'DECIDE_REQUESTS',
      'DELEGATE_APPROVALS',
      'ADVANCED_SEARCH',
      'VIEW_REPORTS',
      'VIEW_ANALYTICS',
      'MANAGE_USERS',
      'MANAGE_POLICY',
      'MANAGE_REQUEST_TYPES',
      'MANAGE_BALANCES',
      'MANAGE_WEBHOOKS',
      'MANAGE_NOTIFICATION_CHANNELS',
      'VIEW_FEEDBACK',
      'VIEW_SYSTEM_STATUS',
    ];
    expect(sidebar(everything)).toEqual([
      {
        group: 'Core Features',
        links: [
          'Dashboard /dashboard',
          'Dashboard & Calendar /dashboard-calendar',
          'Request History /history',
          'Notifications /notifications',
          'Calendar Integration /calendar-integration',
          'Changelog /changelog',
        ],
      },
      {
        group: 'Team & Management',
        links: [
          'Team Overview /team',
          'Pending Approvals /approvals',
          'Team Calendar /calendar',
          'Delegation /delegation',
          'Advanced Search /search',
        ],
      },
      { group: 'Reports & Analytics', links: ['Reports /reports', 'Advanced Analytics /analytics'] },
      {
        group: 'Admin Only',
        links: [
          'Administration /admin',
          'PTO Settings /admin/pto-settings',
          'Request Types /admin/request-types',
          'PTO Balances /admin/pto-balances',
          'Integrations /admin/integrations',
          'Advanced Notifications /notifications?tab=channels',
          'Feedback /admin/feedback',
          'System Status /admin?tab=system-status',
        ],
      },
    ]);
  });

  it('opens the console to anyone with one of its capabilities', () => {
    expect(sidebar(['VIEW_AUDIT']).at(-1)).toEqual({ group: 'Admin Only', links: ['Administration /admin'] });
    expect(sidebar(['VIEW_ANALYTICS']).map((group) => group.group)).not.toContain('Admin Only');
  });
});

describe('isNavItemActive', () => {
  const at = (path: string) => {
    const [pathname, search = ''] = path.split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };

  it('marks a tab link current only on its tab, and the console link on the other tabs', () => {
    expect(isNavItemActive('/admin?tab=system-status', at('/admin?tab=system-status'))).toBe(true);
    expect(isNavItemActive('/admin', at('/admin?tab=system-status'))).toBe(false);
    expect(isNavItemActive('/admin', at('/admin?tab=audit'))).toBe(true);
    expect(isNavItemActive('/admin', at('/admin'))).toBe(true);
    expect(isNavItemActive('/notifications', at('/notifications?tab=channels'))).toBe(false);
    expect(isNavItemActive('/notifications', at('/notifications?tab=email'))).toBe(true);
    expect(isNavItemActive('/dashboard', at('/history'))).toBe(false);
  });
});
