import { useQuery } from '../lib/useQuery';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { FragmentType } from '../__generated__';
import { PAGE_SIZE, usePaging, type PageArgs } from '../lib/paging';
import type { Pagination_pageInfo } from './Pagination';

/** A Relay connection as a screen's query asks for it (`pageInfo { ...Pagination_pageInfo }`). */
export interface Connection<TNode> {
  totalCount: number;
  pageInfo: FragmentType<typeof Pagination_pageInfo>;
  edges: readonly { node: TNode }[];
}

/**
 * One page of a Relay connection at a time: the query runs with the screen's `variables` plus the
 * page's `first`/`after` (or `last`/`before`), and goes back to page 1 whenever `variables` change.
 * `connection` picks the connection out of the answer. The previous page stays shown while the next
 * loads. Pass `query` to QueryState, and `paging`, `totalCount` and `pageInfo` to Pagination.
 */
export function useConnection<TData, TVariables extends OperationVariables & PageArgs, TNode>(
  document: TypedDocumentNode<TData, TVariables>,
  {
    variables,
    connection,
    size = PAGE_SIZE,
  }: {
    variables: Omit<TVariables, keyof PageArgs>;
    connection: (data: TData) => Connection<TNode>;
    size?: number;
  },
) {
  const paging = usePaging(JSON.stringify(variables), size);
  const query = useQuery(document, { variables: { ...variables, ...paging.args } as TVariables });
  const data = query.data ?? query.previousData;
  const page = data === undefined ? undefined : connection(data as TData);
  return {
    query,
    data: data as TData | undefined,
    paging,
    nodes: page?.edges.map((edge) => edge.node) ?? [],
    totalCount: page?.totalCount ?? 0,
    pageInfo: page?.pageInfo,
  };
}
