import { In, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/model';
import { ApprovalDelegationEntity } from './delegation.entity';

/** The delegations' SQL, in one place: the service keeps the transactions and locks around the changes. */
export const delegationQueries = {
  /** The approvers whose delegations to this person run on `day`. */
  async runningDelegatorsOf(manager: EntityManager, delegateId: string, day: string): Promise<string[]> {
    const rows: { delegator_id: string }[] = await manager.query(
      `SELECT delegator_id FROM approval_delegations
       WHERE delegate_id = $1 AND revoked_at IS NULL AND start_date <= $2 AND end_date >= $2`,
      [delegateId, day],
    );
    return rows.map((row) => row.delegator_id);
  },

  /** The delegations of these approvers that run on `day`. */
  runningDelegationsOf(
    manager: EntityManager,
    approverIds: readonly string[],
    day: string,
  ): Promise<{ delegator_id: string; delegate_id: string }[]> {
    return manager.query(
      `SELECT delegator_id, delegate_id FROM approval_delegations
       WHERE delegator_id = ANY($1::uuid[]) AND revoked_at IS NULL AND start_date <= $2 AND end_date >= $2`,
      [approverIds, day],
    );
  },

  peopleByIds: (manager: EntityManager, ids: readonly string[]): Promise<UserEntity[]> =>
    ids.length ? manager.find(UserEntity, { where: { id: In([...ids]) } }) : Promise.resolve([]),

  /** The person's delegations, as approver or delegate, newest first. */
  ofPerson: (manager: EntityManager, personId: string, limit: number): Promise<ApprovalDelegationEntity[]> =>
    manager
      .createQueryBuilder(ApprovalDelegationEntity, 'd')
      .where('(d.delegator_id = :subject OR d.delegate_id = :subject)', { subject: personId })
      .orderBy('d.start_date', 'DESC')
      .addOrderBy('d.created_at', 'DESC')
      .limit(limit)
      .getMany(),

  /** The delegation, locked for the rest of the transaction. */
  lockedById: (manager: EntityManager, id: string): Promise<ApprovalDelegationEntity | null> =>
    manager.findOne(ApprovalDelegationEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }),
};
