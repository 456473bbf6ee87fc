import type { DataSource } from 'typeorm';
import type { PeopleScope } from '../../auth/policy';
import { shortRead } from '../../lib/pipelined-reads';
import { SqlParams } from '../../lib/sql';
import { departmentCondition, scopeCondition } from './sql-params';

/** The SQL of the people a figure covers (figures.ts); the figures' requests are analytics.queries.ts'. */
export const figureQueries = {
  /** Active people of the scope, in the department when one is given (any letter case). */
  async activePeople(db: DataSource, scope: PeopleScope, department: string | null): Promise<number> {
    const params = new SqlParams();
    const where = `u.is_active AND ${scopeCondition(scope, params)} AND ${departmentCondition(department, params)}`;
    const [{ people }] = await shortRead<{ people: number }>(
      db,
      `SELECT count(*)::int AS people FROM users u WHERE ${where}`,
      params.values,
    );
    return people;
  },
};
