import type { LucideIcon } from 'lucide-react';
import type { Capabilities } from '../lib/roles';
import { APP_ROUTES, NAV_GROUPS, mayOpen, tabOf, type NavGroupName } from './routes';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: NavGroupName;
  items: NavItem[];
}

/** Spec §6 sidebar, filtered by what the server lets the viewer do; empty groups are left out. */
export function navigationFor(capabilities: Capabilities): NavGroup[] {
  const open = APP_ROUTES.filter((route) => route.nav && mayOpen(route, capabilities.canAny));
  return NAV_GROUPS.map((group) => ({
    label: group,
    items: open
      .filter((route) => route.nav?.group === group)
      .map((route) => ({ label: route.nav!.label, to: route.path, icon: route.nav!.icon })),
  })).filter((group) => group.items.length > 0);
}

/** `page?tab=` paths that have a sidebar link of their own. */
const TAB_LINKS = new Set(APP_ROUTES.filter((route) => route.nav && tabOf(route.path)).map((route) => route.path));

/**
 * Whether a sidebar link is the current page. A link with a `?tab=` query (System Status) is current
 * only on that tab; the plain page link is current on the page's other tabs.
 */
export function isNavItemActive(to: string, location: { pathname: string; search: string }): boolean {
  const [path] = to.split('?');
  if (location.pathname !== path) return false;
  const currentTab = new URLSearchParams(location.search).get('tab');
  const linkTab = tabOf(to);
  if (linkTab) return currentTab === linkTab;
  return !currentTab || !TAB_LINKS.has(`${path}?tab=${currentTab}`);
}
