import {
  Activity,
  BarChart3,
  Bell,
  CalendarDays,
  CalendarSync,
  ClipboardCheck,
  FileUp,
  GitCommitHorizontal,
  History,
  KeyRound,
  LayoutDashboard,
  LineChart,
  ListChecks,
  MapPin,
  MessageSquareText,
  Network,
  Plug,
  Scale,
  ScrollText,
  Search,
  Settings,
  ShieldCheck,
  UserCheck,
  UserCog,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { SessionUser } from '../lib/session';
import type { Capability } from '../__generated__/graphql';
import { lazy, type Preloadable } from './preloadable';
import { ADMIN_CONSOLE_CAPABILITIES } from './capabilities';

export type { Capability };

type Lazy = Preloadable<ComponentType>;

/** The sidebar's groups, in their order: one's own time off, the team's, the organisation's. */
export const NAV_GROUPS = ['Time off', 'Team', 'Organisation'] as const;
export type NavGroupName = (typeof NAV_GROUPS)[number];

/** Each sidebar group's words in the catalogue (common:navGroups). */
export const NAV_GROUP_KEYS: Record<NavGroupName, string> = {
  'Time off': 'navGroups.timeOff',
  Team: 'navGroups.team',
  Organisation: 'navGroups.organisation',
};

/** The administration hub's groups, in their order. */
export const HUB_GROUPS = ['People', 'Leave', 'Insight', 'System'] as const;
export type HubGroupName = (typeof HUB_GROUPS)[number];

/** Each hub group's words in the catalogue (common:hubGroups). */
export const HUB_GROUP_KEYS: Record<HubGroupName, string> = {
  People: 'hubGroups.people',
  Leave: 'hubGroups.leave',
  Insight: 'hubGroups.insight',
  System: 'hubGroups.system',
};

export interface NavEntry {
  label: string;
  icon: LucideIcon;
  group: NavGroupName;
  /** The top-level entry (its path) this one sits under, indented; shown top-level if that one is not offered. */
  under?: string;
}

/** A section of the administration hub: a console tab (`/admin?tab=`) or an administration page. */
export interface HubEntry {
  label: string;
  icon: LucideIcon;
  group: HubGroupName;
}

/**
 * One screen of the signed-in app. `path` is a page of its own (with `page`) or a tab of another
 * page (`/admin?tab=audit`, with `tab` for the console); `needs` lists capabilities of which any
 * opens it (none: everyone signed in); `nav` puts it in the sidebar, `hub` in the administration hub,
 * `footer` at the foot of the sidebar.
 */
export interface AppRoute {
  path: string;
  /** Its words in the catalogue, `common:routes.<name>` (its label in every language); labelled routes only. */
  name?: string;
  page?: Lazy;
  needs?: readonly Capability[];
  nav?: NavEntry;
  hub?: HubEntry;
  footer?: { label: string; icon: LucideIcon };
  /** A tab of the administration console: its label and its content. */
  tab?: { label: string; content: Lazy };
  /** Other addresses that show this entry's screen, so the entry is marked current there too. */
  aliases?: readonly string[];
  /**
   * The module of the page's first query, whose `prefetch` asks for it when a visit opens this page
   * (lib/prefetch.ts): beside the viewer query rather than after it.
   */
  data?: () => Promise<{ prefetch: (client: ApolloClient, user: SessionUser) => Promise<void> }>;
}

const admin = (tab: string) => `/admin?tab=${tab}`;

/**
 * Every screen, in sidebar order within each group (and the hub's sections in their order). Routes,
 * the sidebar, the administration hub and the access guards are all read from here.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    page: lazy(() => import('../features/dashboard/DashboardPage')),
    data: () => import('../features/dashboard/dashboardQuery'),
    nav: { label: 'Dashboard', icon: LayoutDashboard, group: 'Time off' },
    // The dashboard with the Team Calendar below it (spec §2), opened from Quick Actions.
    aliases: ['/dashboard-calendar'],
  },
  {
    path: '/dashboard-calendar',
    page: lazy(() => import('../features/dashboard/DashboardCalendarPage')),
  },
  {
    path: '/history',
    name: 'history',
    page: lazy(() => import('../features/history/HistoryPage')),
    nav: { label: 'Request History', icon: History, group: 'Time off' },
  },
  {
    // Everyone has a calendar: their own leave and their colleagues' (names and dates).
    path: '/calendar',
    name: 'calendar',
    page: lazy(() => import('../features/calendar/CalendarPage')),
    nav: { label: 'Team Calendar', icon: CalendarDays, group: 'Time off' },
  },
  {
    path: '/calendar-integration',
    name: 'calendarIntegration',
    page: lazy(() => import('../features/calendar-integration/CalendarIntegrationPage')),
    needs: ['USE_CALENDAR_FEEDS'],
    nav: { label: 'Calendar Integration', icon: CalendarSync, group: 'Time off', under: '/calendar' },
  },
  {
    // Everyone's inbox and email preferences; with MANAGE_NOTIFICATION_CHANNELS also the
    // organisation's channels, rules and delivery log (Advanced Notifications) as tabs.
    path: '/notifications',
    name: 'notifications',
    page: lazy(() => import('../features/notifications/NotificationsPage')),
    nav: { label: 'Notifications', icon: Bell, group: 'Time off' },
  },
  {
    path: '/approvals',
    name: 'approvals',
    page: lazy(() => import('../features/approvals/ApprovalsPage')),
    data: () => import('../features/approvals/approvalsQuery'),
    needs: ['DECIDE_REQUESTS'],
    nav: { label: 'Pending Approvals', icon: ClipboardCheck, group: 'Team' },
  },
  {
    path: '/delegation',
    name: 'delegation',
    page: lazy(() => import('../features/delegations/DelegationPage')),
    needs: ['DELEGATE_APPROVALS'],
    nav: { label: 'Delegation', icon: UserCheck, group: 'Team', under: '/approvals' },
  },
  {
    path: '/team',
    name: 'team',
    page: lazy(() => import('../features/team/TeamPage')),
    needs: ['VIEW_TEAM'],
    nav: { label: 'Team Overview', icon: Users, group: 'Team' },
  },
  {
    path: '/search',
    name: 'search',
    page: lazy(() => import('../features/search/SearchPage')),
    needs: ['ADVANCED_SEARCH'],
    nav: { label: 'Advanced Search', icon: Search, group: 'Team', under: '/team' },
  },
  {
    path: '/reports',
    name: 'reports',
    page: lazy(() => import('../features/reports/ReportsPage')),
    needs: ['VIEW_REPORTS'],
    nav: { label: 'Reports', icon: BarChart3, group: 'Team' },
  },
  {
    path: '/analytics',
    name: 'advancedAnalytics',
    page: lazy(() => import('../features/analytics/AnalyticsPage')),
    needs: ['VIEW_ANALYTICS'],
    nav: { label: 'Advanced Analytics', icon: LineChart, group: 'Team', under: '/reports' },
  },
  {
    // The hub: one entry for every administration section below.
    path: '/admin',
    name: 'administration',
    page: lazy(() => import('../features/admin/AdminPage')),
    needs: ADMIN_CONSOLE_CAPABILITIES,
    nav: { label: 'Administration', icon: ShieldCheck, group: 'Organisation' },
  },
  {
    path: '/changelog',
    name: 'changelog',
    page: lazy(() => import('../features/changelog/ChangelogPage')),
    footer: { label: 'Changelog', icon: GitCommitHorizontal },
  },
  // The hub's sections: the console's tabs (each its own chunk, loaded when first opened) and the
  // administration pages.
  {
    path: admin('users'),
    name: 'users',
    needs: ['MANAGE_USERS'],
    hub: { label: 'Users & Managers', icon: UserCog, group: 'People' },
    tab: { label: 'Users & Managers', content: lazy(() => import('../features/admin/users/UsersTab')) },
  },
  {
    path: admin('teams'),
    name: 'teams',
    needs: ['MANAGE_TEAMS'],
    hub: { label: 'Teams', icon: UsersRound, group: 'People' },
    tab: { label: 'Teams', content: lazy(() => import('../features/admin/teams/TeamsTab')) },
  },
  {
    path: admin('assignments'),
    name: 'assignments',
    needs: ['MANAGE_USERS'],
    hub: { label: 'Assignments', icon: Network, group: 'People' },
    tab: { label: 'Assignments', content: lazy(() => import('../features/admin/assignments/AssignmentsTab')) },
  },
  {
    path: admin('role-management'),
    name: 'roleManagement',
    needs: ['MANAGE_ROLES'],
    hub: { label: 'Role Management', icon: KeyRound, group: 'People' },
    tab: { label: 'Role Management', content: lazy(() => import('../features/admin/roles/RoleManagementTab')) },
  },
  {
    path: '/admin/import',
    name: 'import',
    page: lazy(() => import('../features/imports/ImportPage')),
    needs: ['MANAGE_USERS'],
    hub: { label: 'Import', icon: FileUp, group: 'People' },
  },
  {
    path: '/admin/pto-settings',
    name: 'ptoSettings',
    page: lazy(() => import('../features/admin/settings/PtoSettingsPage')),
    needs: ['MANAGE_POLICY'],
    hub: { label: 'PTO Settings', icon: Settings, group: 'Leave' },
  },
  {
    path: '/admin/locations',
    name: 'locations',
    page: lazy(() => import('../features/admin/locations/LocationsPage')),
    needs: ['MANAGE_LOCATIONS'],
    hub: { label: 'Locations', icon: MapPin, group: 'Leave' },
  },
  {
    path: '/admin/request-types',
    name: 'requestTypes',
    page: lazy(() => import('../features/admin/request-types/RequestTypesPage')),
    needs: ['MANAGE_REQUEST_TYPES'],
    hub: { label: 'Request Types', icon: ListChecks, group: 'Leave' },
    aliases: [admin('request-types')],
  },
  {
    path: '/admin/pto-balances',
    name: 'ptoBalances',
    page: lazy(() => import('../features/admin/balances/PtoBalancesPage')),
    needs: ['MANAGE_BALANCES'],
    hub: { label: 'PTO Balances', icon: Scale, group: 'Leave' },
    aliases: [admin('pto-balances')],
  },
  {
    // Spec §2: the console's Request Types and PTO Balances tabs lead to the pages above.
    path: admin('request-types'),
    name: 'requestTypes',
    needs: ['MANAGE_REQUEST_TYPES'],
    tab: {
      label: 'Request Types',
      content: lazy(() => import('../features/admin/request-types/RequestTypesTab')),
    },
  },
  {
    path: admin('pto-balances'),
    name: 'ptoBalances',
    needs: ['MANAGE_BALANCES'],
    tab: { label: 'PTO Balances', content: lazy(() => import('../features/admin/balances/BalancesTab')) },
  },
  {
    path: admin('analytics'),
    name: 'analytics',
    needs: ['VIEW_ANALYTICS'],
    hub: { label: 'Analytics', icon: LineChart, group: 'Insight' },
    tab: { label: 'Analytics', content: lazy(() => import('../features/admin/analytics/AnalyticsTab')) },
  },
  {
    path: admin('audit'),
    name: 'audit',
    needs: ['VIEW_AUDIT'],
    hub: { label: 'Audit', icon: ScrollText, group: 'Insight' },
    tab: { label: 'Audit', content: lazy(() => import('../features/admin/audit/AuditTab')) },
  },
  {
    path: admin('system-status'),
    name: 'systemStatus',
    needs: ['VIEW_SYSTEM_STATUS'],
    hub: { label: 'System Status', icon: Activity, group: 'System' },
    tab: { label: 'System Status', content: lazy(() => import('../features/admin/system/SystemStatusTab')) },
  },
  {
    path: '/admin/integrations',
    name: 'integrations',
    page: lazy(() => import('../features/admin/integrations/IntegrationsPage')),
    needs: ['MANAGE_WEBHOOKS'],
    hub: { label: 'Integrations', icon: Plug, group: 'System' },
  },
  {
    path: '/admin/feedback',
    name: 'feedback',
    page: lazy(() => import('../features/feedback/FeedbackListPage')),
    needs: ['VIEW_FEEDBACK'],
    hub: { label: 'Feedback', icon: MessageSquareText, group: 'System' },
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
