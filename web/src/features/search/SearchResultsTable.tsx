import { Button, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { DataTable } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange } from '../../lib/dates';
import { formatLocale, useTranslation } from '../../i18n';

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
  const { t, i18n } = useTranslation('search');
  const locale = formatLocale(i18n.language);
  return (
    <DataTable
      label={t('results.label')}
      testId="search-results"
      rows={requests}
      rowKey={(r) => r.id}
      minTableWidth={760}
      columns={[
        {
          key: 'employee',
          header: t('results.employee'),
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
          header: t('results.requestId'),
          cell: (r) => (
            <Text as="span" fontFamily="mono" fontSize="xs">
              {r.requestId}
            </Text>
          ),
        },
        { key: 'type', header: t('results.type'), cell: (r) => r.requestType.displayName },
        {
          key: 'dates',
          header: t('results.dates'),
          nowrap: true,
          cell: (r) => formatDateRange(r.startDate, r.endDate, new Date(), locale),
        },
        { key: 'days', header: t('results.days'), nowrap: true, cell: (r) => t('results.dayCount', { count: r.days }) },
        { key: 'status', header: t('results.status'), cell: (r) => <StatusBadge status={r.status} /> },
        {
          key: 'view',
          header: t('results.details'),
          card: 'actions',
          cell: (r) => (
            <Button
              size="xs"
              variant="outline"
              onClick={() => onView(r)}
              aria-label={t('results.viewLabel', { id: r.requestId })}
            >
              <FileText /> {t('results.view')}
            </Button>
          ),
        },
      ]}
    />
  );
}
