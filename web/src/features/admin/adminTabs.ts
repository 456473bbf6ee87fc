import type { Capability } from '../../app/routes';
import { APP_ROUTES, mayOpen, tabOf } from '../../app/routes';
import { pickTab } from './adminConsole';

/** The console's tabs (spec §2 'System Administration'), in order, read from the route table. */
export const ADMIN_TABS = APP_ROUTES.flatMap((route) => {
  const value = tabOf(route.path);
  return route.tab && value && route.path.startsWith('/admin?')
    ? [{ value, label: route.tab.label, needs: route.needs, content: route.tab.content }]
    : [];
});

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tabs someone may open, in order. */
export const openTabs = (can: (capability: Capability) => boolean): AdminTab[] =>
  ADMIN_TABS.filter((tab) => mayOpen(tab, (...capabilities) => capabilities.some(can)));

/** The tab to show: the requested one when the viewer may open it, else the first they may. */
export function selectedTab(requested: string | null, can: (capability: Capability) => boolean): string | null {
  return pickTab(requested, openTabs(can))?.value ?? null;
}
