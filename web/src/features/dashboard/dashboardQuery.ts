import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { SessionUser } from '../../lib/session';
import { todayIso } from '../../lib/dates';
import { prefetchQuery } from '../../lib/prefetch';
import { capabilitiesOf, type Capabilities } from '../../lib/roles';

export const DashboardQuery = graphql(`
  query Dashboard($userId: ID!, $today: Date!, $decides: Boolean!) {
    viewer {
      id
      manager {
        id
        fullName
      }
      balances {
        id
        type
        unit
        totalDays
        usedDays
        pendingDays
        availableDays
        accruedDays
        status
        leaveYear {
          label
        }
        ...RequestForm_balance
      }
      ...TeamOverviewCard_viewer
    }
    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      edges {
        node {
          ...RecentRequests_request
        }
      }
    }
    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {
      totalCount
    }
    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {
      totalCount
    }
    reportingLine: coverage(scope: REPORTING_LINE) @include(if: $decides) {
      ...TeamOverviewCard_reportingLine
    }
    waiting: leaveRequests(
      first: 1
      filter: { status: [PENDING], awaitingMyDecision: true }
      orderBy: { field: CREATED_AT, direction: ASC }
    ) @include(if: $decides) {
      ...WaitingForYouCard_waiting
    }
  }
`);

/** The dashboard's variables for this viewer: their own requests, and their team's when they decide. */
export function dashboardVariables(viewer: { id: string; capabilities: Capabilities }) {
  return { userId: viewer.id, today: todayIso(), decides: viewer.capabilities.can('DECIDE_REQUESTS') };
}

/** Asks for the dashboard's data for the person this device remembers, before the page renders. */
export function prefetch(client: ApolloClient, user: SessionUser): Promise<void> {
  return prefetchQuery(client, DashboardQuery, dashboardVariables({ id: user.id, capabilities: capabilitiesOf(user) }));
}
