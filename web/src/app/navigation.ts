import type { LucideIcon } from 'lucide-react';
import { i18n } from '../i18n/i18n';
import type { Capabilities } from '../lib/roles';
import { ADMIN_CONSOLE_CAPABILITIES } from './capabilities';
import {
  APP_ROUTES,
  HUB_GROUPS,
  NAV_GROUPS,
  mayOpen,
  type AppRoute,
  type HubGroupName,
  type NavGroupName,
} from './routes';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other addresses at which this item is the current one. */
  aliases: readonly string[];
  /** Entries shown indented under this one. */
  children: NavItem[];
}

export interface NavGroup<Name extends string = NavGroupName> {
  label: Name;
  items: NavItem[];
}

type Location = { pathname: string; search: string };

/** A route's label in the screen's language (its catalogue words, `common:routes.<name>`), else `fallback`. */
export const routeLabel = (route: Pick<AppRoute, 'name'>, fallback: string): string =>
  route.name ? i18n.t(`common:routes.${route.name}`, { defaultValue: fallback }) : fallback;

const itemOf = (route: AppRoute, label: string, icon: LucideIcon, aliases = route.aliases ?? []): NavItem => ({
  label: routeLabel(route, label),
  to: route.path,
  icon,
  aliases,
  children: [],
});

const HUB_ROUTES = APP_ROUTES.filter((route) => route.hub);

/** Every address of the hub: the sidebar's Administration entry is current on all of them. */
const HUB_ADDRESSES = HUB_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])]);

/** Whether the viewer may open the administration hub at all. */
export const mayOpenHub = (capabilities: Capabilities) => capabilities.canAny(...ADMIN_CONSOLE_CAPABILITIES);

/**
 * The sidebar: a handful of top-level entries in groups, each with the entries that belong under it
 * (indented), filtered by what the server lets the viewer do; empty groups are left out. An entry whose
 * parent is not offered stands at the top level of its group.
 */
export function navigationFor(capabilities: Capabilities): NavGroup[] {
  const open = APP_ROUTES.filter((route) => route.nav && mayOpen(route, capabilities.canAny));
  const topLevel = new Set(open.filter((route) => !route.nav!.under).map((route) => route.path));
  return NAV_GROUPS.map((group) => {
    const items: NavItem[] = [];
    for (const route of open.filter((candidate) => candidate.nav!.group === group)) {
      const aliases = route.path === '/admin' ? HUB_ADDRESSES : route.aliases;
      const item = itemOf(route, route.nav!.label, route.nav!.icon, aliases);
      const parent = route.nav!.under && topLevel.has(route.nav!.under) ? route.nav!.under : null;
      const parentItem = parent ? items.find((candidate) => candidate.to === parent) : undefined;
      if (parentItem) parentItem.children.push(item);
      else items.push(item);
    }
    return { label: group, items };
  }).filter((group) => group.items.length > 0);
}

/** Links at the foot of the sidebar (Changelog). */
export function footerLinksFor(capabilities: Capabilities): NavItem[] {
  return APP_ROUTES.filter((route) => route.footer && mayOpen(route, capabilities.canAny)).map((route) =>
    itemOf(route, route.footer!.label, route.footer!.icon),
  );
}

/** The administration hub's sections the viewer may open, in groups (none without access to the hub). */
export function hubFor(capabilities: Capabilities): NavGroup<HubGroupName>[] {
  if (!mayOpenHub(capabilities)) return [];
  const open = HUB_ROUTES.filter((route) => mayOpen(route, capabilities.canAny));
  return HUB_GROUPS.map((group) => ({
    label: group,
    items: open
      .filter((route) => route.hub!.group === group)
      .map((route) => itemOf(route, route.hub!.label, route.hub!.icon)),
  })).filter((group) => group.items.length > 0);
}

/**
 * Whether the browser is at `address`: the same path, and for an address with `?tab=` the same tab
 * (an address without one stands for every tab of its page).
 */
export function isAt(address: string, location: Location): boolean {
  const [path, query] = address.split('?');
  if (location.pathname !== path) return false;
  const tab = query ? new URLSearchParams(query).get('tab') : null;
  return !tab || new URLSearchParams(location.search).get('tab') === tab;
}

/** Whether a navigation item is the current page: at its address or one of its aliases. */
export const isCurrent = (item: Pick<NavItem, 'to' | 'aliases'>, location: Location): boolean =>
  [item.to, ...item.aliases].some((address) => isAt(address, location));
