/** The dashboard's query (viewer, balances, five recent requests, unread count), as the benchmarks send it. */
export const DASHBOARD = `query Dashboard($userId: ID!) {
  viewer { id firstName lastName email role department jobTitle
    balances { type year totalDays usedDays pendingDays availableDays } }
  leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {
    totalCount edges { node { id requestId type status startDate endDate days createdAt } } }
  unreadNotificationCount
}`;
