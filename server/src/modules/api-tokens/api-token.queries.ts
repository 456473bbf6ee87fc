import { In, type DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/model';
import { ApiTokenEntity } from './api-token.entity';

type Db = DataSource | EntityManager;
const managerOf = (db: Db): EntityManager => ('manager' in db ? db.manager : db);

/** The API tokens' SQL, in one place: the service keeps the transactions around the changes. */
export const apiTokenQueries = {
  /** A person's tokens, newest first. */
  ofOwner: (db: Db, ownerId: string): Promise<ApiTokenEntity[]> =>
    managerOf(db).find(ApiTokenEntity, { where: { userId: ownerId }, order: { createdAt: 'DESC' } }),

  byId: (db: Db, id: string): Promise<ApiTokenEntity | null> =>
    managerOf(db).findOne(ApiTokenEntity, { where: { id } }),

  byHash: (db: Db, tokenHash: string): Promise<ApiTokenEntity | null> =>
    managerOf(db).findOne(ApiTokenEntity, { where: { tokenHash } }),

  /** Of these tokens, those neither revoked nor expired. */
  liveAmong: (db: Db, ids: readonly string[]): Promise<ApiTokenEntity[]> =>
    managerOf(db)
      .createQueryBuilder(ApiTokenEntity, 't')
      .where(
        't.id = ANY(CAST(:ids AS uuid[])) AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())',
        { ids },
      )
      .getMany(),

  /** Notes the token's use, at most once per `resolutionSeconds`. */
  async touchLastUsed(db: Db, id: string, resolutionSeconds: number): Promise<void> {
    await managerOf(db).query(
      `UPDATE api_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
      [id, resolutionSeconds],
    );
  },

  personById: (db: Db, id: string): Promise<UserEntity | null> => managerOf(db).findOne(UserEntity, { where: { id } }),

  peopleByIds: (db: Db, ids: readonly string[]): Promise<UserEntity[]> =>
    ids.length ? managerOf(db).find(UserEntity, { where: { id: In([...ids]) } }) : Promise.resolve([]),
};
