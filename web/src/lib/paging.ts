import { useCallback, useState } from 'react';

export const PAGE_SIZE = 20;

/** Relay arguments of one page of a connection. */
export interface PageArgs {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export interface PageCursors {
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface PagingState {
  page: number;
  args: PageArgs;
  /** Arguments of the pages before this one, when reached with Next: Previous returns to them exactly. */
  history: PageArgs[];
}

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

export const firstPage = (size: number): PagingState => ({ page: 1, args: { first: size }, history: [] });

export function nextPage(state: PagingState, cursors: PageCursors, size: number): PagingState {
  if (!cursors.endCursor) return state;
  return {
    page: state.page + 1,
    args: { first: size, after: cursors.endCursor },
    history: [...state.history, state.args],
  };
}

/**
 * The page before: the remembered one when there is one, else the `size` rows before this page's
 * first (after a jump to the last page), which needs a connection taking `last` and `before`.
 */
export function previousPage(state: PagingState, cursors: PageCursors, size: number): PagingState {
  if (state.page <= 2) return firstPage(size);
  const remembered = state.history.at(-1);
  if (remembered) return { page: state.page - 1, args: remembered, history: state.history.slice(0, -1) };
  if (!cursors.startCursor) return firstPage(size);
  return { page: state.page - 1, args: { last: size, before: cursors.startCursor }, history: [] };
}

/** The last page, aligned with the pages counted from the first. */
export function lastPage(total: number, size: number): PagingState {
  return { page: pageCount(total, size), args: { last: total % size || size }, history: [] };
}

/**
 * Page-by-page navigation over a Relay connection, loading only the page shown. The position resets
 * to page 1 whenever `filterKey` changes (a new search or filter).
 */
export function usePaging(filterKey: string, size: number = PAGE_SIZE) {
  const [state, setState] = useState<PagingState & { key: string }>({ ...firstPage(size), key: filterKey });
  const current: PagingState = state.key === filterKey ? state : firstPage(size);
  if (state.key !== filterKey) setState({ ...firstPage(size), key: filterKey });
  const goTo = useCallback((next: PagingState) => setState({ ...next, key: filterKey }), [filterKey]);

  return {
    page: current.page,
    size,
    /** Variables to spread into the query. */
    args: current.args,
    first: () => goTo(firstPage(size)),
    next: (cursors: PageCursors) => goTo(nextPage(current, cursors, size)),
    previous: (cursors: PageCursors) => goTo(previousPage(current, cursors, size)),
    last: (total: number) => goTo(lastPage(total, size)),
  };
}

export type Paging = ReturnType<typeof usePaging>;
