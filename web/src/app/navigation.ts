import {
  Activity,
  CalendarRange,
  GitCommitHorizontal,
  LineChart,
  MessageSquareText,
  Search,
  BarChart3,
  Bell,
  BellRing,
  CalendarDays,
  CalendarSync,
  ClipboardCheck,
  History,
  LayoutDashboard,
  Plug,
  ListChecks,
  Scale,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_CONSOLE_CAPABILITIES, type Capabilities } from '../lib/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Spec §6 sidebar, filtered by what the server lets the viewer do; empty groups are left out. */
export function navigationFor(capabilities: Capabilities): NavGroup[] {
  const { can } = capabilities;
  const groups: NavGroup[] = [
    {
      label: 'Core Features',
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
        { label: 'Dashboard & Calendar', to: '/dashboard-calendar', icon: CalendarRange },
        { label: 'Request History', to: '/history', icon: History },
        { label: 'Notifications', to: '/notifications', icon: Bell },
        ...(can('USE_CALENDAR_FEEDS')
          ? [{ label: 'Calendar Integration', to: '/calendar-integration', icon: CalendarSync }]
          : []),
        { label: 'Changelog', to: '/changelog', icon: GitCommitHorizontal },
      ],
    },
    {
      label: 'Team & Management',
      items: [
        ...(can('VIEW_TEAM') ? [{ label: 'Team Overview', to: '/team', icon: Users }] : []),
        ...(can('DECIDE_REQUESTS') ? [{ label: 'Pending Approvals', to: '/approvals', icon: ClipboardCheck }] : []),
        // Everyone has a calendar: their own leave and their colleagues' (names and dates).
        { label: 'Team Calendar', to: '/calendar', icon: CalendarDays },
        ...(can('ADVANCED_SEARCH') ? [{ label: 'Advanced Search', to: '/search', icon: Search }] : []),
      ],
    },
    {
      label: 'Reports & Analytics',
      items: [
        ...(can('VIEW_REPORTS') ? [{ label: 'Reports', to: '/reports', icon: BarChart3 }] : []),
        ...(can('VIEW_ANALYTICS') ? [{ label: 'Advanced Analytics', to: '/analytics', icon: LineChart }] : []),
      ],
    },
    {
      label: 'Admin Only',
      items: [
        ...(capabilities.canAny(...ADMIN_CONSOLE_CAPABILITIES)
          ? [{ label: 'Administration', to: '/admin', icon: ShieldCheck }]
          : []),
        ...(can('MANAGE_POLICY') ? [{ label: 'PTO Settings', to: '/admin/pto-settings', icon: Settings }] : []),
        ...(can('MANAGE_REQUEST_TYPES')
          ? [{ label: 'Request Types', to: '/admin/request-types', icon: ListChecks }]
          : []),
        ...(can('MANAGE_BALANCES') ? [{ label: 'PTO Balances', to: '/admin/pto-balances', icon: Scale }] : []),
        ...(can('MANAGE_WEBHOOKS') ? [{ label: 'Integrations', to: '/admin/integrations', icon: Plug }] : []),
        ...(can('MANAGE_NOTIFICATION_CHANNELS')
          ? [{ label: 'Advanced Notifications', to: '/notifications?tab=channels', icon: BellRing }]
          : []),
        ...(can('VIEW_FEEDBACK') ? [{ label: 'Feedback', to: '/admin/feedback', icon: MessageSquareText }] : []),
        ...(can('VIEW_SYSTEM_STATUS')
          ? [{ label: 'System Status', to: '/admin?tab=system-status', icon: Activity }]
          : []),
      ],
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * Whether a sidebar link is the current page. A link with a `?tab=` query (System Status) is current
 * only on that tab; the plain console link is current on the console's other tabs.
 */
export function isNavItemActive(to: string, location: { pathname: string; search: string }): boolean {
  const [path, query] = to.split('?');
  if (location.pathname !== path) return false;
  const currentTab = new URLSearchParams(location.search).get('tab');
  if (query) return currentTab === new URLSearchParams(query).get('tab');
  return !currentTab || !hasOwnLink(currentTab);
}

/** Tabs that have a sidebar link of their own. */
const hasOwnLink = (tab: string) => tab === 'system-status' || tab === 'channels';
