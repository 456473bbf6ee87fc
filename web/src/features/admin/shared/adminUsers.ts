import { graphql } from '../../../__generated__';
import type { UserFilter } from '../../../__generated__/graphql';
import { useConnection } from '../../../components/useConnection';

/**
 * The console's one list of people (Users & Managers, Role Management, Assignments), paged and
 * ordered by name; each tab spreads the fragment of the fields it shows.
 */
const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {
    users(
      first: $first
      after: $after
      last: $last
      before: $before
      filter: $filter
      orderBy: { field: NAME, direction: ASC }
    ) {
      totalCount
      pageInfo {
        ...Pagination_pageInfo
      }
      edges {
        node {
          id
          ...UsersTab_user
          ...RoleManagementTab_user
          ...AssignmentsTab_user
        }
      }
    }
    departments
  }
`);

/** One page of the people matching `filter`, and the departments for the filter bar. */
export function useAdminUsers(filter: UserFilter) {
  return useConnection(AdminUsersQuery, { variables: { filter }, connection: (data) => data.users });
}
