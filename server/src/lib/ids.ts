const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must not reach Postgres as a uuid). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** TypeORM answers UPDATE/DELETE … RETURNING with [rows, affectedCount]; SELECT with rows. */
export function returnedRows<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (
    Array.isArray(list) && list.length === 2 && Array.isArray(list[0]) && typeof list[1] === 'number' ? list[0] : list
  ) as T[];
}
