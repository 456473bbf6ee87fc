import { bodyOf, bool, num } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { LeaveYearService } from './leave-year.service';
import { shownChange } from './leave-year.shape';

export const leaveYearRoutes = ({ leaveYears }: { leaveYears: LeaveYearService }): RestRoute[] => [
  {
    method: 'get',
    path: '/leave-year',
    summary:
      'The leave year it is today: year (the calendar year it starts in), start_month, label ("2026", or "2026/27" when it does not start in January), start and end.',
    handler: async () => {
      const current = await leaveYears.current();
      return { data: { ...current, start_month: current.startMonth } };
    },
  },
  {
    method: 'put',
    path: '/leave-year',
    summary:
      'Changes the month the leave year starts in (HR and administrators): every balance moves into the new leave years, with ledger entries saying so. ' +
      '400 while it would take a balance below zero. With dry_run: true, answers each balance before and after and changes nothing.',
    body: { start_month: 'month 1-12 (required)', dry_run: 'true: only say what would change' },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const change = shownChange(
        await leaveYears.changeStart(
          actor,
          num(body, 'start_month', 'startMonth') ?? NaN,
          bool(body, 'dry_run', 'dryRun'),
        ),
      );
      return { data: change, message: change.applied ? 'Leave year changed' : undefined };
    },
  },
];
