import {
  BarChart3,
  Bell,
  CalendarDays,
  ClipboardCheck,
  History,
  LayoutDashboard,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Capabilities } from '../lib/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Spec §6 sidebar, limited to the screens this client has; empty groups are left out. */
export function navigationFor(capabilities: Capabilities): NavGroup[] {
  const groups: NavGroup[] = [
    {
      label: 'Core Features',
      items: [
        { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
        { label: 'Request History', to: '/history', icon: History },
        { label: 'Notifications', to: '/notifications', icon: Bell },
      ],
    },
    {
      label: 'Team & Management',
      items: capabilities.canManageTeam
        ? [
            { label: 'Team Overview', to: '/team', icon: Users },
            { label: 'Pending Approvals', to: '/approvals', icon: ClipboardCheck },
            { label: 'Team Calendar', to: '/calendar', icon: CalendarDays },
            { label: 'Delegation', to: '/delegation', icon: UserCheck },
          ]
        : [],
    },
    {
      label: 'Reports & Analytics',
      items: capabilities.canSeeReports ? [{ label: 'Reports', to: '/reports', icon: BarChart3 }] : [],
    },
    // Admin Only: the administration screens arrive with their own issue.
    { label: 'Admin Only', items: [] },
  ];
  return groups.filter((group) => group.items.length > 0);
}
