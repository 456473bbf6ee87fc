import { Button, Table, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/dates';
import { dayCount } from '../../lib/plural';
import { dateRangeLabel } from '../requests/requestLabels';

/** One page of matching requests; scrolls sideways on a phone rather than being cut off. */
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
    <Table.ScrollArea tabIndex={0} borderWidth="1px" rounded="md" aria-label="Search results">
      <Table.Root size="sm" data-testid="search-results">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Employee</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Request ID</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Dates</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Days</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Details</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((r) => (
            <Table.Row key={r.id} data-request-id={r.requestId}>
              <Table.Cell>
                <Text fontWeight="medium">{r.requester.fullName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {r.requester.department ?? '—'}
                </Text>
                {/* Phones show the type and days here instead of in their own columns. */}
                <Text fontSize="xs" color="fg.muted" display={{ md: 'none' }}>
                  {r.requestType.displayName} · {dayCount(r.days)}
                </Text>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" display={{ base: 'none', md: 'table-cell' }}>
                {r.requestId}
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{r.requestType.displayName}</Table.Cell>
              <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                {dateRangeLabel(r.startDate, r.endDate, formatDate)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
                {dayCount(r.days)}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onView(r)}
                  aria-label={`View request ${r.requestId}`}
                >
                  <FileText /> View
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
