import type { EntityManager } from 'typeorm';
import { canAdministerPerson, type SignedInActor } from '../../auth/policy';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { LocationEntity } from '../locations';
import { UserEntity } from '../users/model';
import { scheduleQueries } from './schedule.queries';

/** What the bulk editor assigns: a location, a schedule template from a date, or both. */
export interface WorkCalendarAssignment {
  userIds: readonly string[];
  /** A location's id; null: the default location; undefined: leave each person's location as it is. */
  locationId?: string | null;
  /** A template's key; null or undefined: leave schedules as they are. */
  template?: string | null;
  /** The first day of the template's schedule (required with a template). */
  effectiveFrom?: string | null;
}

/**
 * Checks an assignment and moves the people to the location, inside the caller's transaction: every
 * person exists and may be administered by the actor (HR do not change administrators), their rows
 * locked in id order so two bulk edits cannot deadlock. Audited per person.
 */
export async function assignLocation(
  manager: EntityManager,
  actor: SignedInActor,
  audit: AuditService,
  ids: readonly string[],
  locationId: string | null | undefined,
): Promise<UserEntity[]> {
  if (!ids.every(isUuid)) throw badInput('Unknown person', 'userIds');
  const people = await scheduleQueries.lockedPeople(manager, ids);
  if (people.length !== ids.length) throw badInput('Unknown person', 'userIds');
  const refused = people.find((person) => !canAdministerPerson(actor.user, person));
  if (refused) throw forbidden("Only an administrator can change an administrator's account");
  if (locationId === undefined) return people;
  const location =
    locationId === null
      ? await manager.findOne(LocationEntity, { where: { isDefault: true } })
      : isUuid(locationId)
        ? await manager.findOne(LocationEntity, { where: { id: locationId } })
        : null;
  if (!location) throw notFound('Location not found');
  // The default location is stored as none, as a person's edit stores it.
  const stored = location.isDefault ? null : location.id;
  const moved = people.filter((person) => person.locationId !== stored);
  if (moved.length) {
    await manager.update(
      UserEntity,
      moved.map((person) => person.id),
      { locationId: stored },
    );
    for (const person of moved)
      await audit.record(manager, actor, {
        action: 'user.updated',
        resourceType: 'user',
        resourceId: person.id,
        details: { changed: ['locationId'], location_id: location.id, bulk: true },
      });
  }
  return people.map((person) => ({ ...person, locationId: stored }) as UserEntity);
}
