import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/ids';
import { FeedbackEntity, type FeedbackStatusValue } from './feedback.entity';

/** The feedback's SQL, in one place: the service keeps the transactions around the changes. */
export const feedbackQueries = {
  /** One numbered page of feedback (of one status, or all), newest first; the matching count; how many are new. */
  async page(
    manager: EntityManager,
    status: FeedbackStatusValue | null | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ entries: FeedbackEntity[]; total: number; newCount: number }> {
    const query = manager.createQueryBuilder(FeedbackEntity, 'f');
    if (status) query.where('f.status = :status', { status });
    const [entries, total, newCount] = await Promise.all([
      query
        .clone()
        .orderBy('f.created_at', 'DESC')
        .addOrderBy('f.id', 'DESC')
        .offset(window.offset)
        .limit(window.limit)
        .getMany(),
      query.getCount(),
      manager.count(FeedbackEntity, { where: { status: 'new' } }),
    ]);
    return { entries, total, newCount };
  },

  /** Sets the status; false when there is no such feedback. */
  async setStatus(manager: EntityManager, id: string, status: FeedbackStatusValue): Promise<boolean> {
    const [row] = returnedRows<{ id: string }>(
      await manager.query(`UPDATE feedback SET status = $2, updated_at = now() WHERE id = $1 RETURNING id`, [
        id,
        status,
      ]),
    );
    return Boolean(row);
  },

  byId: (manager: EntityManager, id: string): Promise<FeedbackEntity | null> =>
    manager.findOne(FeedbackEntity, { where: { id } }),
};
