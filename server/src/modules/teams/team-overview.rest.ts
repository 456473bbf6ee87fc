import type { RestRoute } from '../../api/route';
import { query, queryScope } from '../../api/input';
import { availableDays } from '../balances';
import type { TeamOverviewService } from './team-overview.service';

export const teamOverviewRoutes = ({ teamOverview }: { teamOverview: TeamOverviewService }): RestRoute[] => [
  {
    method: 'get',
    path: '/pto/team-overview',
    summary:
      "Team Overview: the active people of a scope (the reporting line by default; everyone for HR and administrators), with this year's balances and leave in the next 30 days; totalMembers, onLeave (approved leave today) and coverage (scope, label, people).",
    query: {
      department: 'only this department',
      search: 'name, email or job title contains',
      scope: 'direct_reports, reporting_line or everyone',
    },
    handler: async (req, { actor }) => {
      const result = await teamOverview.overview(actor, {
        department: query(req, 'department'),
        search: query(req, 'search'),
        scope: queryScope(req),
      });
      const members = result.members.map(({ user, balances, upcoming }) => {
        const of = (type: string) => balances.find((b) => b.type === type)?.balance;
        return {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          jobTitle: user.jobTitle,
          department: user.department,
          balance: {
            ptoTotal: of('pto')?.totalDays ?? 0,
            ptoUsed: of('pto')?.usedDays ?? 0,
            sicknessTotal: of('sickness')?.totalDays ?? 0,
            sicknessUsed: of('sickness')?.usedDays ?? 0,
            otherTotal: of('other')?.totalDays ?? 0,
            otherUsed: of('other')?.usedDays ?? 0,
          },
          ptoBalances: balances.map(({ type, balance }) => ({
            type,
            year: balance.year,
            totalDays: balance.totalDays,
            usedDays: balance.usedDays,
            pendingDays: balance.pendingDays,
            availableDays: availableDays(balance),
          })),
          upcomingRequests: upcoming.map((r) => ({
            id: r.id,
            type: r.type,
            startDate: r.startDate,
            endDate: r.endDate,
            status: r.status,
          })),
        };
      });
      return {
        data: {
          totalMembers: result.totalMembers,
          onLeave: result.onLeave,
          year: result.year,
          members,
          coverage: result.coverage,
        },
      };
    },
  },
];
