import { Box, Button, Card, Field, Flex, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { downloadApiFile } from '../../../lib/authorizedFetch';
import { todayIso } from '../../../lib/dates';
import { AUDIT_COLUMNS, AuditEntryItem } from './AuditEntryItem';
import {
  auditExportPath,
  auditFilter,
  auditFilterProblem,
  EMPTY_AUDIT_FILTER,
  RESOURCE_TYPES,
  type AuditFilterForm,
} from './auditFormat';

const AuditPageQuery = graphql(`
  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {
    auditLogPage(page: $page, filter: $filter) {
      page
      pages
      total
      limit
      entries {
        id
        ...AuditEntryItem_entry
      }
    }
  }
`);

const AuditActionsQuery = graphql(`
  query AdminAuditActions {
    auditActions
  }
`);

const HEADINGS = ['Action', 'Resource', 'By', 'When', 'Details', 'IP address'];

/** Spec §2 Audit Logs: filters, entries, 'Page X of Y' paging, Refresh and Export CSV. */
export function AuditLogList() {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const problem = auditFilterProblem(form);
  const actions = useQuery(AuditActionsQuery);
  const query = useQuery(AuditPageQuery, {
    variables: { page, filter: auditFilter(form) },
    notifyOnNetworkStatusChange: true,
    skip: Boolean(problem),
  });
  const result = (query.data ?? query.previousData)?.auditLogPage;
  const refreshing = query.networkStatus === NetworkStatus.refetch;
  const change = (changes: Partial<AuditFilterForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setPage(1);
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const name = await downloadApiFile(auditExportPath(form), `audit_logs_${todayIso()}.csv`);
      toaster.success({ title: 'Audit logs exported', description: name });
    } catch (error) {
      toaster.error({ title: 'Failed to export audit logs', description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="audit-logs-title">
      <Card.Header gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title id="audit-logs-title" as="h2" fontSize="lg">
            Audit Logs
          </Card.Title>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void query.refetch();
                void actions.refetch();
              }}
              loading={refreshing}
              loadingText="Refreshing..."
              disabled={Boolean(problem)}
            >
              <RefreshCw /> Refresh
            </Button>
            <Button size="sm" onClick={() => void exportCsv()} loading={exporting} disabled={Boolean(problem)}>
              <Download /> Export CSV
            </Button>
          </HStack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', xl: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          <SelectField
            label="Action"
            name="action"
            value={form.action}
            onChange={(action) => change({ action })}
            minW="0"
            options={[
              { value: '', label: 'All actions' },
              ...(actions.data?.auditActions ?? []).map((action) => ({ value: action, label: action })),
            ]}
          />
          <SelectField
            label="Resource type"
            name="resourceType"
            value={form.resourceType}
            onChange={(resourceType) => change({ resourceType })}
            minW="0"
            options={[
              { value: '', label: 'All resource types' },
              ...RESOURCE_TYPES.map((type) => ({ value: type, label: type })),
            ]}
          />
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label fontSize="xs" color="fg.muted">
              Start date
            </Field.Label>
            <Input
              size="sm"
              type="date"
              name="startDate"
              value={form.startDate}
              onChange={(e) => change({ startDate: e.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label fontSize="xs" color="fg.muted">
              End date
            </Field.Label>
            <Input
              size="sm"
              type="date"
              name="endDate"
              value={form.endDate}
              onChange={(e) => change({ endDate: e.target.value })}
            />
            {problem && <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>}
          </Field.Root>
        </Grid>
        {(form.action || form.resourceType || form.startDate || form.endDate) && (
          <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => change(EMPTY_AUDIT_FILTER)}>
            Clear filters
          </Button>
        )}
      </Card.Header>
      <Card.Body px="0" pb="2">
        {problem ? null : query.error && !result ? (
          <Box px="6">
            <ErrorWithRetry
              title="Failed to load audit data"
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
              retrying={refreshing}
            />
          </Box>
        ) : !result ? (
          <PageSpinner label="Loading audit logs" />
        ) : result.entries.length === 0 ? (
          <EmptyState title="No audit logs found matching your criteria" />
        ) : (
          <Box aria-busy={query.loading}>
            <Grid
              templateColumns={AUDIT_COLUMNS}
              gap="3"
              px="4"
              py="2"
              bg="bg.muted"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              hideBelow="lg"
              aria-hidden
            >
              {HEADINGS.map((heading) => (
                <Text key={heading}>{heading}</Text>
              ))}
            </Grid>
            <Box
              as="ul"
              listStyleType="none"
              divideY="1px"
              aria-label="Audit entries"
              opacity={query.loading ? 0.6 : 1}
            >
              {result.entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </Box>
          </Box>
        )}
      </Card.Body>
      {result && !problem && result.total > 0 && (
        <Card.Footer borderTopWidth="1px" pt="4" justifyContent="space-between" flexWrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {result.total} {result.total === 1 ? 'entry' : 'entries'}
          </Text>
          <HStack gap="3">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPage(Math.max(1, result.page - 1))}
              disabled={result.page <= 1 || query.loading}
            >
              <ChevronLeft /> Previous
            </Button>
            <Text fontSize="sm" aria-live="polite" whiteSpace="nowrap">
              Page {result.page} of {result.pages}
            </Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPage(Math.min(result.pages, result.page + 1))}
              disabled={result.page >= result.pages || query.loading}
            >
              Next <ChevronRight />
            </Button>
          </HStack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
