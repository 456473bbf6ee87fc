import { Box, Button, Card, Field, Flex, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../../lib/useQuery';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { PageStepper } from '../../../components/PageStepper';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { downloadApiFile } from '../../../lib/authorizedFetch';
import { todayIso } from '../../../lib/dates';
import { AUDIT_COLUMNS, AuditEntryItem } from './AuditEntryItem';
import {
  actionName,
  auditExportPath,
  auditFilter,
  auditFilterProblem,
  EMPTY_AUDIT_FILTER,
  RESOURCE_TYPES,
  resourceTypeName,
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

const HEADINGS = ['action', 'resource', 'by', 'when', 'details', 'ip'] as const;

/** Spec §2 Audit Logs: filters, entries, 'Page X of Y' paging, Refresh and Export CSV. */
export function AuditLogList() {
  const { t } = useTranslation('admin-audit');
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const problem = auditFilterProblem(form, t);
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
      toaster.success({ title: t('logs.exported'), description: name });
    } catch (error) {
      toaster.error({ title: t('logs.exportFailed'), description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="audit-logs-title">
      <Card.Header gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title id="audit-logs-title" as="h2" fontSize="lg">
            {t('views.logs')}
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
              loadingText={t('refreshing')}
              disabled={Boolean(problem)}
            >
              <RefreshCw /> {t('refresh')}
            </Button>
            <Button size="sm" onClick={() => void exportCsv()} loading={exporting} disabled={Boolean(problem)}>
              <Download /> {t('logs.export')}
            </Button>
          </HStack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', xl: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          <SelectField
            label={t('filters.action')}
            name="action"
            value={form.action}
            onChange={(action) => change({ action })}
            minW="0"
            options={[
              { value: '', label: t('filters.allActions') },
              ...(actions.data?.auditActions ?? []).map((action) => ({ value: action, label: actionName(t, action) })),
            ]}
          />
          <SelectField
            label={t('filters.resourceType')}
            name="resourceType"
            value={form.resourceType}
            onChange={(resourceType) => change({ resourceType })}
            minW="0"
            options={[
              { value: '', label: t('filters.allResourceTypes') },
              ...RESOURCE_TYPES.map((type) => ({ value: type, label: resourceTypeName(t, type) })),
            ]}
          />
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label fontSize="xs" color="fg.muted">
              {t('filters.startDate')}
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
              {t('filters.endDate')}
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
            {t('filters.clear')}
          </Button>
        )}
      </Card.Header>
      <Card.Body px="0" pb="2">
        {problem ? null : query.error && !result ? (
          <Box px="6">
            <ErrorWithRetry
              title={t('loadFailed')}
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
              retrying={refreshing}
            />
          </Box>
        ) : !result ? (
          <PageSpinner label={t('logs.loading')} />
        ) : result.entries.length === 0 ? (
          <EmptyState title={t('logs.empty')} />
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
                <Text key={heading}>{t(`columns.${heading}`)}</Text>
              ))}
            </Grid>
            <Box
              as="ul"
              listStyleType="none"
              divideY="1px"
              aria-label={t('logs.entries')}
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
            {t('logs.total', { count: result.total })}
          </Text>
          <PageStepper page={result.page} pages={result.pages} onPage={setPage} busy={query.loading} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
