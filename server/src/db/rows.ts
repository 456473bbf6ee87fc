import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { isUuid } from '../lib/ids';
import { shortRead } from '../lib/pipelined-reads';

/**
 * Reads entities with plain SQL on the hot paths (sign-in lookups, per-request loaders): the column
 * list and table come from TypeORM's metadata once, and rows become entities through the driver's
 * own hydration (types and transformers), so the result equals `manager.find` without building a
 * query each time. Columns marked `select: false` (password hashes, token hashes) are never read.
 */
export class RowReader<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly columns: ColumnMetadata[];
  /** `"id", "email", …` of the selected columns. */
  readonly selectList: string;
  readonly table: string;
  private readonly byIdSql: string;

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<T>,
  ) {
    this.metadata = dataSource.getMetadata(entity);
    this.columns = this.metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
    this.selectList = this.columns.map((column) => `"${column.databaseName}"`).join(', ');
    this.table = `"${this.metadata.tableName}"`;
    this.byIdSql = `SELECT ${this.selectList} FROM ${this.table} WHERE id = ANY($1::uuid[])`;
  }

  /** The select list with each column taken from a table alias: `r."id", r."email", …`. */
  selectListOf(alias: string): string {
    return this.columns.map((column) => `${alias}."${column.databaseName}"`).join(', ');
  }

  hydrate(rows: Record<string, unknown>[]): T[] {
    const driver = this.dataSource.driver;
    return rows.map((row) => {
      const entity = this.metadata.create() as T;
      for (const column of this.columns) {
        const value = row[column.databaseName];
        if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
      }
      return entity;
    });
  }

  /**
   * The rows with these ids (any order; missing ids, and strings that are no UUID, are simply absent).
   * `manager`: read inside its transaction.
   */
  async byIds(ids: readonly string[], manager?: EntityManager): Promise<T[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.hydrate(await shortRead(manager ?? this.dataSource, this.byIdSql, [valid]));
  }

  /** Rows of `SELECT <columns> FROM <table> <rest>` (rest: WHERE/ORDER BY with $n parameters). */
  async where(rest: string, parameters: unknown[] = [], manager?: EntityManager): Promise<T[]> {
    return this.hydrate(
      await shortRead(manager ?? this.dataSource, `SELECT ${this.selectList} FROM ${this.table} ${rest}`, parameters),
    );
  }
}

const readers = new WeakMap<DataSource, Map<unknown, RowReader<ObjectLiteral>>>();

/** The RowReader of an entity on a data source (built once). */
export function rowReader<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>): RowReader<T> {
  let map = readers.get(dataSource);
  if (!map) readers.set(dataSource, (map = new Map()));
  let reader = map.get(entity);
  if (!reader) map.set(entity, (reader = new RowReader(dataSource, entity) as RowReader<ObjectLiteral>));
  return reader as RowReader<T>;
}
