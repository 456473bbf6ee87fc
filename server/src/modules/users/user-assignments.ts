/** Whom a person may be assigned to (a manager, a team, a location), and when they may stop managing. */
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { LocationEntity } from '../locations';
import { TeamEntity } from '../teams';
import { UserEntity } from './user.entity';
import { userQueries } from './user.queries';

/** Only active people flagged as managers can manage others, and no management cycle may form. */
export async function checkManager(
  manager: EntityManager,
  userId: string | null,
  managerId: string,
): Promise<UserEntity> {
  if (!isUuid(managerId)) throw notFound('Manager not found');
  if (userId === managerId) throw badInput('A person cannot be their own manager', 'managerId');
  const candidate = await manager.findOne(UserEntity, { where: { id: managerId } });
  if (!candidate || !candidate.isActive) throw notFound('Manager not found');
  if (!candidate.isManager) throw badInput('Only users flagged as managers can be managers', 'managerId');
  if (userId && (await userQueries.wouldCycle(manager, userId, managerId)))
    throw badInput('This assignment would create a management cycle', 'managerId');
  return candidate;
}

/** A person's location: null for the default one. */
export async function checkLocation(manager: EntityManager, locationId: string): Promise<string | null> {
  const location = isUuid(locationId) ? await manager.findOne(LocationEntity, { where: { id: locationId } }) : null;
  if (!location) throw notFound('Location not found');
  return location.isDefault ? null : location.id;
}

export async function checkTeam(manager: EntityManager, teamId: string): Promise<void> {
  if (!isUuid(teamId) || !(await manager.findOne(TeamEntity, { where: { id: teamId } })))
    throw notFound('Team not found');
}

/** Someone stops managing (or leaves) only once nobody reports to them and they manage no team. */
export async function checkNoReports(manager: EntityManager, userId: string): Promise<void> {
  const count = await userQueries.reportCount(manager, userId);
  if (count > 0) throw badInput(`This person manages ${count} people; assign them another manager first`, 'isManager');
  const teams = await userQueries.teamsManagedBy(manager, userId);
  if (teams.length)
    throw badInput(
      `This person manages the team ${teams.map((name) => `"${name}"`).join(', ')}; choose another team manager first`,
      'isManager',
    );
}
