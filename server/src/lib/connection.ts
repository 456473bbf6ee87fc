import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badInput } from './errors';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * How deep a page may start when pages are counted from the start (offset cursors, page numbers):
 * deeper, Postgres reads and skips every row before it, seconds per request on a large organisation.
 * Keyset cursors (a page's endCursor on the keyset connections) go on beyond it at the first page's cost.
 */
export const MAX_OFFSET = 10_000;
export const DEEP_PAGE = `Pages stop at row ${MAX_OFFSET.toLocaleString('en')}; narrow the filter to reach the rows after it`;

/** The offset of a numbered page (from 1) of `size` rows, refusing one that starts at MAX_OFFSET or deeper. */
export function pageOffset(page: number, size: number, field = 'page'): number {
  const offset = (page - 1) * size;
  if (offset >= MAX_OFFSET) throw badInput(DEEP_PAGE, field);
  return offset;
}

/** Pages of `size` rows a numbered list offers: enough for `total` rows, none starting past MAX_OFFSET. */
export const reachablePages = (total: number, size: number): number =>
  Math.max(1, Math.min(Math.ceil(total / size), Math.ceil(MAX_OFFSET / size)));

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeCursor(cursor: string, name: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^offset:(\d{1,9})$/.exec(text);
  if (!match) throw badInput(`\`${name}\` is not a valid cursor`, name);
  return Number(match[1]);
}

function checkSize(value: number | null | undefined, name: string): void {
  if (value === null || value === undefined) return;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw badInput(`\`${name}\` must be between 0 and ${MAX_PAGE_SIZE} (asked for ${value})`, name);
  }
}

/**
 * Turns Relay arguments into the slice [offset, offset + limit) of an ordered result of `total` rows.
 * Cursors are positions in that order.
 */
export function pageWindow(args: ConnectionArgs, total: number): PageWindow & { start: number; end: number } {
  checkSize(args.first, 'first');
  checkSize(args.last, 'last');
  if (args.first != null && args.last != null) throw badInput('Pass either `first` or `last`, not both');
  let start = args.after ? decodeCursor(args.after, 'after') + 1 : 0;
  if (start >= MAX_OFFSET) throw badInput(DEEP_PAGE, 'after');
  let end = args.before ? decodeCursor(args.before, 'before') : total;
  start = Math.min(start, total);
  end = Math.max(start, Math.min(end, total));
  if (args.last != null) {
    const from = Math.max(start, end - args.last);
    return { offset: from, limit: end - from, start, end };
  }
  const size = args.first ?? DEFAULT_PAGE_SIZE;
  return { offset: start, limit: Math.min(size, end - start), start, end };
}

export function toConnection<T>(
  rows: T[],
  window: PageWindow & { start: number; end: number },
  total: number,
): Connection<T> {
  const edges = rows.map((node, index) => ({ cursor: encodeCursor(window.offset + index), node }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasPreviousPage: window.offset > 0,
      hasNextPage: window.offset + rows.length < total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * Rows a query builder would return, counted with a plain count(*): TypeORM's getCount() counts
 * DISTINCT ids, which on a million joined rows costs seconds instead of milliseconds.
 */
export async function countRows(query: SelectQueryBuilder<ObjectLiteral>): Promise<number> {
  const row = await query
    .clone()
    .select('count(*)::int', 'count')
    .orderBy()
    .offset(undefined)
    .limit(undefined)
    .getRawOne<{ count: number }>();
  return row?.count ?? 0;
}

/** A keyset position: the sort value (as Postgres text, full precision) and the row id. */
export interface KeysetPosition {
  key: string;
  id: string;
}

export const encodeKeysetCursor = (position: KeysetPosition): string =>
  Buffer.from(`key:${position.key}|${position.id}`).toString('base64url');

export function decodeKeysetCursor(cursor: string, name: string): KeysetPosition {
  const match = /^key:(.{1,64})\|([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badInput(`\`${name}\` is not a valid cursor`, name);
  return { key: match[1], id: match[2] };
}

/** Checks first/last like pageWindow and tells which end of the order a page is taken from. */
export function keysetPage(args: ConnectionArgs): { size: number; fromEnd: boolean } {
  checkSize(args.first, 'first');
  checkSize(args.last, 'last');
  if (args.first != null && args.last != null) throw badInput('Pass either `first` or `last`, not both');
  return args.last != null
    ? { size: args.last, fromEnd: true }
    : { size: args.first ?? DEFAULT_PAGE_SIZE, fromEnd: false };
}

/**
 * An `after` cursor of a keyset connection: a keyset position, or a position (offset) in the order,
 * as numbered pages (the REST facade's page/limit) and older clients send.
 */
export function decodeAfterCursor(cursor: string | null | undefined): KeysetPosition | { offset: number } | null {
  if (!cursor) return null;
  const offset = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (offset && Number(offset[1]) + 1 >= MAX_OFFSET) throw badInput(DEEP_PAGE, 'after');
  return offset ? { offset: Number(offset[1]) + 1 } : decodeKeysetCursor(cursor, 'after');
}

/**
 * Shapes one keyset page: `entities` were read with `size + 1` rows (the extra one tells whether more
 * follow) and a `cursor_key` column in `raw`; reading from the end, rows come back reversed.
 */
export function keysetConnection<T extends { id: string }>(
  result: { raw: Record<string, unknown>[]; entities: T[] },
  page: { size: number; fromEnd: boolean; hasAfter: boolean; hasBefore: boolean; skip: number },
  total: number,
): Connection<T> {
  const { size, fromEnd } = page;
  const more = result.entities.length > size;
  const rows = result.entities
    .slice(0, size)
    .map((entity, index) => ({ entity, key: String(result.raw[index].cursor_key) }));
  if (fromEnd) rows.reverse();
  const edges = rows.map(({ entity, key }) => ({ cursor: encodeKeysetCursor({ key, id: entity.id }), node: entity }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: fromEnd ? page.hasBefore : more,
      hasPreviousPage: fromEnd ? more : page.hasAfter || page.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
