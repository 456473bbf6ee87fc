import { Button, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { DataTable } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange } from '../../lib/dates';
import { dayCount } from '../../lib/plural';

/** One page of matching requests: a table, or cards where a table would not fit. */
export const SearchResultsTable_request = graphql(`
  fragment SearchResultsTable_request on LeaveRequest {
    id
    requestId
    status
    startDate
    endDate
    days
    requestType {
      id
      displayName
    }
    requester {
      id
      fullName
      department
    }
    ...RequestDetailsDialog_request
  }
`);

type Request = ReturnType<typeof readRequests>[number];
const readRequests = (requests: FragmentType<typeof SearchResultsTable_request>[]) =>
  getFragmentData(SearchResultsTable_request, requests);

export function SearchResultsTable({
  onView,
  ...props
}: {
  requests: FragmentType<typeof SearchResultsTable_request>[];
  /** Opens the request's details (the request carries the dialog's fields). */
  onView: (request: Request) => void;
}) {
  const requests = readRequests(props.requests);
  return (
    <DataTable
      label="Search results"
      testId="search-results"
      rows={requests}
      rowKey={(r) => r.id}
      minTableWidth={760}
      columns={[
        {
          key: 'employee',
          header: 'Employee',
          card: 'title',
          cell: (r) => (
            <>
              <Text fontWeight="medium">{r.requester.fullName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {r.requester.department ?? '—'}
              </Text>
            </>
          ),
        },
        {
          key: 'id',
          header: 'Request ID',
          cell: (r) => (
            <Text as="span" fontFamily="mono" fontSize="xs">
              {r.requestId}
            </Text>
          ),
        },
        { key: 'type', header: 'Type', cell: (r) => r.requestType.displayName },
        { key: 'dates', header: 'Dates', nowrap: true, cell: (r) => formatDateRange(r.startDate, r.endDate) },
        { key: 'days', header: 'Days', nowrap: true, cell: (r) => dayCount(r.days) },
        { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
        {
          key: 'view',
          header: 'Details',
          card: 'actions',
          cell: (r) => (
            <Button size="xs" variant="outline" onClick={() => onView(r)} aria-label={`View request ${r.requestId}`}>
              <FileText /> View
            </Button>
          ),
        },
      ]}
    />
  );
}
