import {
  Activity,
  BarChart3,
  Bell,
  BellRing,
  CalendarDays,
  CalendarRange,
  CalendarSync,
  ClipboardCheck,
  GitCommitHorizontal,
  History,
  LayoutDashboard,
  LineChart,
  ListChecks,
  MessageSquareText,
  Plug,
  Scale,
  Search,
  Settings,
  ShieldCheck,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { Capability } from '../__generated__/graphql';
import { lazy, type Preloadable } from './preloadable';

export type { Capability };

type Lazy = Preloadable<ComponentType>;

/** The sidebar's groups (spec §6), in their order. */
export const NAV_GROUPS = ['Core Features', 'Team & Management', 'Reports & Analytics', 'Admin Only'] as const;
export type NavGroupName = (typeof NAV_GROUPS)[number];

export interface NavEntry {
  label: string;
  icon: LucideIcon;
  group: NavGroupName;
}

/**
 * One screen of the signed-in app. `path` is a page of its own (with `page`) or a tab of another
 * page (`/admin?tab=audit`, with `tab` for the console); `needs` lists capabilities of which any
 * opens it (none: everyone signed in); `nav` puts it in the sidebar.
 */
export interface AppRoute {
  path: string;
  page?: Lazy;
  needs?: readonly Capability[];
  nav?: NavEntry;
  /** A tab of the administration console: its label in the tab strip and its content. */
  tab?: { label: string; content: Lazy };
}

/** Capabilities that open the administration console (/admin); each tab then asks for its own. */
export const ADMIN_CONSOLE_CAPABILITIES: readonly Capability[] = [
  'MANAGE_USERS',
  'MANAGE_TEAMS',
  'MANAGE_ROLES',
  'MANAGE_REQUEST_TYPES',
  'MANAGE_BALANCES',
  'MANAGE_POLICY',
  'VIEW_AUDIT',
  'VIEW_SYSTEM_STATUS',
  'MANAGE_WEBHOOKS',
];

const admin = (tab: string) => `/admin?tab=${tab}`;

/**
 * Every screen, in sidebar order within each group (and the console's tabs in their order). Routes,
 * the sidebar, the console's tab strip and the access guards are all read from here.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/dashboard',
    page: lazy(() => import('../features/dashboard/DashboardPage')),
    nav: { label: 'Dashboard', icon: LayoutDashboard, group: 'Core Features' },
  },
  {
    path: '/dashboard-calendar',
    page: lazy(() => import('../features/dashboard/DashboardCalendarPage')),
    nav: { label: 'Dashboard & Calendar', icon: CalendarRange, group: 'Core Features' },
  },
  {
    path: '/history',
    page: lazy(() => import('../features/history/HistoryPage')),
    nav: { label: 'Request History', icon: History, group: 'Core Features' },
  },
  {
    path: '/notifications',
    page: lazy(() => import('../features/notifications/NotificationsPage')),
    nav: { label: 'Notifications', icon: Bell, group: 'Core Features' },
  },
  {
    path: '/calendar-integration',
    page: lazy(() => import('../features/calendar-integration/CalendarIntegrationPage')),
    needs: ['USE_CALENDAR_FEEDS'],
    nav: { label: 'Calendar Integration', icon: CalendarSync, group: 'Core Features' },
  },
  {
    path: '/changelog',
    page: lazy(() => import('../features/changelog/ChangelogPage')),
    nav: { label: 'Changelog', icon: GitCommitHorizontal, group: 'Core Features' },
  },
  {
    path: '/team',
    page: lazy(() => import('../features/team/TeamPage')),
    needs: ['VIEW_TEAM'],
    nav: { label: 'Team Overview', icon: Users, group: 'Team & Management' },
  },
  {
    path: '/approvals',
    page: lazy(() => import('../features/approvals/ApprovalsPage')),
    needs: ['DECIDE_REQUESTS'],
    nav: { label: 'Pending Approvals', icon: ClipboardCheck, group: 'Team & Management' },
  },
  {
    // Everyone has a calendar: their own leave and their colleagues' (names and dates).
    path: '/calendar',
    page: lazy(() => import('../features/calendar/CalendarPage')),
    nav: { label: 'Team Calendar', icon: CalendarDays, group: 'Team & Management' },
  },
  {
    path: '/delegation',
    page: lazy(() => import('../features/delegations/DelegationPage')),
    needs: ['DELEGATE_APPROVALS'],
    nav: { label: 'Delegation', icon: UserCheck, group: 'Team & Management' },
  },
  {
    path: '/search',
    page: lazy(() => import('../features/search/SearchPage')),
    needs: ['ADVANCED_SEARCH'],
    nav: { label: 'Advanced Search', icon: Search, group: 'Team & Management' },
  },
  {
    path: '/reports',
    page: lazy(() => import('../features/reports/ReportsPage')),
    needs: ['VIEW_REPORTS'],
    nav: { label: 'Reports', icon: BarChart3, group: 'Reports & Analytics' },
  },
  {
    path: '/analytics',
    page: lazy(() => import('../features/analytics/AnalyticsPage')),
    needs: ['VIEW_ANALYTICS'],
    nav: { label: 'Advanced Analytics', icon: LineChart, group: 'Reports & Analytics' },
  },
  {
    path: '/admin',
    page: lazy(() => import('../features/admin/AdminPage')),
    needs: ADMIN_CONSOLE_CAPABILITIES,
    nav: { label: 'Administration', icon: ShieldCheck, group: 'Admin Only' },
  },
  {
    path: '/admin/pto-settings',
    page: lazy(() => import('../features/admin/settings/PtoSettingsPage')),
    needs: ['MANAGE_POLICY'],
    nav: { label: 'PTO Settings', icon: Settings, group: 'Admin Only' },
  },
  {
    path: '/admin/request-types',
    page: lazy(() => import('../features/admin/request-types/RequestTypesPage')),
    needs: ['MANAGE_REQUEST_TYPES'],
    nav: { label: 'Request Types', icon: ListChecks, group: 'Admin Only' },
  },
  {
    path: '/admin/pto-balances',
    page: lazy(() => import('../features/admin/balances/PtoBalancesPage')),
    needs: ['MANAGE_BALANCES'],
    nav: { label: 'PTO Balances', icon: Scale, group: 'Admin Only' },
  },
  {
    path: '/admin/integrations',
    page: lazy(() => import('../features/admin/integrations/IntegrationsPage')),
    needs: ['MANAGE_WEBHOOKS'],
    nav: { label: 'Integrations', icon: Plug, group: 'Admin Only' },
  },
  {
    // A tab of the Notifications page.
    path: '/notifications?tab=channels',
    needs: ['MANAGE_NOTIFICATION_CHANNELS'],
    nav: { label: 'Advanced Notifications', icon: BellRing, group: 'Admin Only' },
  },
  {
    path: '/admin/feedback',
    page: lazy(() => import('../features/feedback/FeedbackListPage')),
    needs: ['VIEW_FEEDBACK'],
    nav: { label: 'Feedback', icon: MessageSquareText, group: 'Admin Only' },
  },
  // The console's tabs, each its own chunk, loaded when first opened.
  {
    path: admin('users'),
    needs: ['MANAGE_USERS'],
    tab: { label: 'Users & Managers', content: lazy(() => import('../features/admin/users/UsersTab')) },
  },
  {
    path: admin('teams'),
    needs: ['MANAGE_TEAMS'],
    tab: { label: 'Teams', content: lazy(() => import('../features/admin/teams/TeamsTab')) },
  },
  {
    path: admin('assignments'),
    needs: ['MANAGE_USERS'],
    tab: { label: 'Assignments', content: lazy(() => import('../features/admin/assignments/AssignmentsTab')) },
  },
  {
    path: admin('request-types'),
    needs: ['MANAGE_REQUEST_TYPES'],
    tab: {
      label: 'Request Types',
      content: lazy(() => import('../features/admin/request-types/RequestTypesTab')),
    },
  },
  {
    path: admin('pto-balances'),
    needs: ['MANAGE_BALANCES'],
    tab: { label: 'PTO Balances', content: lazy(() => import('../features/admin/balances/BalancesTab')) },
  },
  {
    path: admin('role-management'),
    needs: ['MANAGE_ROLES'],
    tab: { label: 'Role Management', content: lazy(() => import('../features/admin/roles/RoleManagementTab')) },
  },
  {
    path: admin('analytics'),
    needs: ['VIEW_ANALYTICS'],
    tab: { label: 'Analytics', content: lazy(() => import('../features/admin/analytics/AnalyticsTab')) },
  },
  {
    path: admin('audit'),
    needs: ['VIEW_AUDIT'],
    tab: { label: 'Audit', content: lazy(() => import('../features/admin/audit/AuditTab')) },
  },
  {
    path: admin('system-status'),
    needs: ['VIEW_SYSTEM_STATUS'],
    nav: { label: 'System Status', icon: Activity, group: 'Admin Only' },
    tab: { label: 'System Status', content: lazy(() => import('../features/admin/system/SystemStatusTab')) },
  },
];

/** Whether someone with these capabilities may open the route. */
export const mayOpen = (route: Pick<AppRoute, 'needs'>, canAny: (...capabilities: Capability[]) => boolean) =>
  !route.needs || canAny(...route.needs);

/** The query `?tab=` of a route's path, if it is a tab of another page. */
export function tabOf(path: string): string | null {
  const query = path.split('?')[1];
  return query ? new URLSearchParams(query).get('tab') : null;
}
