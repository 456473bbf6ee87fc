import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { LeaveStatus } from '../../__generated__/graphql';
import { prefetchQuery } from '../../lib/prefetch';

export const ApprovalsQuery = graphql(`
  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {
    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {
      totalCount
      edges {
        node {
          id
          requestId
          status
          startDate
          endDate
          requester {
            id
            fullName
            department
          }
          ...RequestDetailsDialog_request
          ...ApprovalItem_request
        }
      }
    }
    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {
      totalCount
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
    }
    departments
  }
`);

const PAGE = 100;
const PENDING_PAGE = 40;

/** The list's filters as the page holds them; it opens on the pending inbox, unfiltered. */
export interface ApprovalsFilters {
  status: string;
  type: string;
  department: string;
  search: string;
}
const OPENED: ApprovalsFilters = { status: 'PENDING', type: '', department: '', search: '' };

/** The Approvals query's variables for these filters. */
export function approvalsVariables({ status, type, department, search }: ApprovalsFilters) {
  const filter = {
    ...(status === 'ALL' ? {} : { status: [(status === 'LINE' ? 'PENDING' : status) as LeaveStatus] }),
    // The pending list is the inbox: only what this person may decide now.
    ...(status === 'PENDING' ? { awaitingMyDecision: true } : {}),
    ...(type ? { type: [type] } : {}),
    ...(department ? { department } : {}),
    ...(search ? { search } : {}),
  };
  const pending = status === 'PENDING' || status === 'LINE';
  // Pending cards carry each year's balance and the staffing check, so fewer fit in one query's cost.
  // Waiting requests oldest first, so none waits behind newer ones; decided ones newest first.
  return {
    filter,
    pending,
    first: pending ? PENDING_PAGE : PAGE,
    direction: pending ? ('ASC' as const) : ('DESC' as const),
  };
}

/** Asks for the list the page opens on (the pending inbox), before the page renders. */
export function prefetch(client: ApolloClient): Promise<void> {
  return prefetchQuery(client, ApprovalsQuery, approvalsVariables(OPENED));
}
