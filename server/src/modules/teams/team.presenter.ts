import { field, presenter } from '../../api/presenter';
import type { TeamEntity } from './team.entity';

/** What a team's answer is read from: the team, its manager (email only where the reader may see it) and its members. */
export interface TeamSource {
  team: TeamEntity;
  manager: { id: string; firstName: string; lastName: string; email: string | null } | null;
  members: readonly { id: string }[];
}

/** A team as spec §3 reads it, with its manager's name (and email, for those the directory rule lets see it). */
export const teamPresenter = presenter<TeamSource>({
  id: field.text(({ team }) => team.id),
  name: field.text(({ team }) => team.name),
  description: field.text(({ team }) => team.description),
  manager_id: field.textOrNull(({ team }) => team.managerId),
  manager: field.shaped(
    {
      type: ['object', 'null'],
      properties: Object.fromEntries(
        ['id', 'first_name', 'last_name', 'email'].map((name) => [name, { type: 'string' }]),
      ),
    },
    ({ manager }) =>
      manager && { id: manager.id, first_name: manager.firstName, last_name: manager.lastName, email: manager.email },
  ),
  member_count: field.integer(({ members }) => members.length),
  member_ids: field.shaped({ type: 'array', items: { type: 'string' } }, ({ members }) =>
    members.map((member) => member.id),
  ),
  created_at: field.instant(({ team }) => team.createdAt),
});
