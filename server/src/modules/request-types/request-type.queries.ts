import type { EntityManager } from 'typeorm';

/** The request types' SQL, in one place: the service keeps the transactions around the changes. */
export const requestTypeQueries = {
  /** How many leave requests, of any status, are of the type. */
  async requestsOfType(manager: EntityManager, requestTypeId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM leave_requests WHERE request_type_id = $1`,
      [requestTypeId],
    );
    return count;
  },
};
