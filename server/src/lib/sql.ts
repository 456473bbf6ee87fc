import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Midnight UTC of a date, as SQL on a parameter. */
export const utcMidnight = (placeholder: string): string => `(${placeholder}::date::timestamp AT TIME ZONE 'UTC')`;

/** Escapes LIKE's wildcards (and its escape character) in text matched literally: `ILIKE '%' || :q || '%'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Binds a value into the statement being built and answers its placeholder (`$3`, `:scope0`). */
export type Bind = (value: unknown) => string;

/**
 * A condition on the rows of a query, with its values: which rows a viewer may see, whose figures a
 * screen counts. Policies write it once (auth/policies/); each query places it with the values bound
 * its own way: positional (`SqlParams.where`) or as a query builder's named parameters (`whereInScope`).
 * Its SQL never holds a value itself, only placeholders the binder hands out.
 */
export interface RowScope {
  readonly sql: (bind: Bind) => string;
}

export const rowScope = (sql: (bind: Bind) => string): RowScope => ({ sql });

/** Every row. */
export const EVERY_ROW: RowScope = rowScope(() => 'TRUE');

/** Rows in all of the scopes. */
export const allOf = (...scopes: RowScope[]): RowScope =>
  rowScope((bind) => `(${scopes.map((scope) => scope.sql(bind)).join(' AND ')})`);

/** Rows in any of the scopes. */
export const anyOf = (...scopes: RowScope[]): RowScope =>
  rowScope((bind) => `(${scopes.map((scope) => scope.sql(bind)).join(' OR ')})`);

/** Collects positional parameters while a statement's text is assembled: `params.param(value)` → `$n`. */
export class SqlParams {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The scope's condition, its values bound after those already collected. */
  where(scope: RowScope): string {
    return scope.sql((value) => this.param(value));
  }
}

/**
 * Named parameters for a query builder: each value gets the next name (`scope0`, `scope1`, …) that the
 * builder does not use yet.
 */
export function namedParams(taken: ObjectLiteral = {}): { bind: Bind; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  let next = 0;
  const bind: Bind = (value) => {
    while (`scope${next}` in taken || `scope${next}` in params) next++;
    params[`scope${next}`] = value;
    return `:scope${next}`;
  };
  return { bind, params };
}

/** The scope's condition and its values as named parameters, for a builder's where or join. */
export function namedCondition(
  scope: RowScope,
  query?: SelectQueryBuilder<ObjectLiteral>,
): { where: string; params: Record<string, unknown> } {
  const { bind, params } = namedParams(query?.getParameters());
  return { where: scope.sql(bind), params };
}

/** Narrows a query builder's rows to the scope (`AND` its condition, values bound as named parameters). */
export function whereInScope<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  scope: RowScope,
): SelectQueryBuilder<Entity> {
  const { where, params } = namedCondition(scope, query);
  return query.andWhere(where, params);
}
