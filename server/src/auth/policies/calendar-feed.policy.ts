import type { Person } from '../person';
import { allowsOperation, seesEveryone, type OperationRule } from './roles';

/**
 * Calendar feeds: everyone has a feed of their own leave and a "team" feed of the Team Calendar as they
 * see it there (the requests they may read in full, and colleagues' approved leave as names and dates
 * only), so under the Team Calendar's rule (`teamCalendarRule`, its manifest's); the whole-company feed is
 * for those who see everyone's leave (HR and administrators).
 */
export function canUseCalendarFeed(
  user: Person,
  kind: 'mine' | 'team' | 'company',
  teamCalendarRule: OperationRule,
): boolean {
  if (!user.isActive) return false;
  if (kind === 'mine') return true;
  if (kind === 'team') return allowsOperation(teamCalendarRule, user);
  return seesEveryone(user);
}
