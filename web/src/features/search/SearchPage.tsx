import { Badge, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Download, SearchX, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import type { FragmentType } from '../../__generated__';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { PageStepper } from '../../components/PageStepper';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { downloadCsv } from '../../lib/csv';
import { formatLocale, formatNumber, useTranslation } from '../../i18n';
import { useDebounced } from '../../lib/useDebounced';
import { RequestDetailsDialog, type RequestDetailsDialog_request } from '../requests/RequestDetailsDialog';
import { SavedSearches } from './SavedSearches';
import { SearchFilters } from './SearchFilters';
import { SearchResultsTable } from './SearchResultsTable';
import { EMPTY_FORM, fromCriteria, toCriteria, type SearchForm } from './searchCriteria';

const SearchQuery = graphql(`
  query AdvancedSearch($criteria: SearchCriteriaInput!, $page: Int!, $pageSize: Int!) {
    search(criteria: $criteria, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountIsExact
      page
      pages
      pageSize
      peopleCount
      people {
        id
        fullName
        email
        department
        jobTitle
      }
      requests {
        ...SearchResultsTable_request
      }
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
    }
    departments
  }
`);

const ExportQuery = graphql(`
  query AdvancedSearchExport($criteria: SearchCriteriaInput!) {
    searchExport(criteria: $criteria) {
      filename
      csv
      rowCount
      truncated
    }
  }
`);

/** Advanced Search: server-side search over the requests (and people) the viewer may see. */
export default function SearchPage() {
  const client = useApolloClient();
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [viewing, setViewing] = useState<FragmentType<typeof RequestDetailsDialog_request> | null>(null);
  const [exporting, setExporting] = useState(false);
  const debouncedText = useDebounced(form.text);
  const criteria = useMemo(() => toCriteria({ ...form, text: debouncedText }), [form, debouncedText]);
  const query = useQuery(SearchQuery, { variables: { criteria, page, pageSize } });
  const data = query.data ?? query.previousData;
  const result = data?.search;
  const { t, i18n } = useTranslation('search');
  const locale = formatLocale(i18n.language);

  const change = (next: SearchForm) => {
    setForm(next);
    setPage(1);
  };

  const exportCsv = async () => {
    if (!result || result.totalCount === 0) {
      toaster.create({ type: 'info', title: t('export.nothing') });
      return;
    }
    setExporting(true);
    try {
      const { data: exported } = await client.query({
        query: ExportQuery,
        variables: { criteria },
        fetchPolicy: 'network-only',
      });
      if (!exported) throw new Error(t('failed'));
      const { filename, csv, rowCount, truncated } = exported.searchExport;
      downloadCsv(filename, csv);
      toaster.create({
        type: truncated ? 'warning' : 'success',
        title: t('export.done', { count: rowCount }),
        description: truncated ? t('export.truncated', { count: rowCount }) : undefined,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, t('failed')) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} loading={exporting}>
            <Download /> {t('export.button')}
          </Button>
        }
      />
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <SearchFilters
              form={form}
              onChange={change}
              requestTypes={data?.requestTypes ?? []}
              departments={data?.departments ?? []}
            />
          </Card.Body>
        </Card.Root>
        <SavedSearches criteria={criteria} onApply={(saved) => change(fromCriteria(saved.criteria))} />
        <QueryState query={query} errorTitle={t('failed')} loadingLabel={t('searching')}>
          {({ search: result }) => (
            <Stack gap="4" aria-busy={query.loading}>
              {result.people.length > 0 && (
                <Card.Root size="sm" as="section" aria-labelledby="people-heading">
                  <Card.Header>
                    <Heading as="h2" size="md" id="people-heading">
                      {t('people.title')} <Badge>{result.peopleCount}</Badge>
                    </Heading>
                  </Card.Header>
                  <Card.Body pt="0">
                    <Grid
                      templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
                      gap="2"
                      data-testid="people-results"
                    >
                      {result.people.map((person) => (
                        <Flex key={person.id} gap="2" align="center" borderWidth="1px" rounded="md" p="2" minW="0">
                          <UserRound aria-hidden size={18} />
                          <Stack gap="0" minW="0">
                            <Text fontWeight="medium" truncate>
                              {person.fullName}
                            </Text>
                            <Text fontSize="xs" color="fg.muted" truncate>
                              {person.department
                                ? t('people.emailDepartment', { email: person.email, department: person.department })
                                : person.email}
                            </Text>
                          </Stack>
                        </Flex>
                      ))}
                    </Grid>
                    {result.peopleCount > result.people.length && (
                      <Text fontSize="xs" color="fg.muted" mt="2">
                        {t('people.showing', { shown: result.people.length, total: result.peopleCount })}
                      </Text>
                    )}
                  </Card.Body>
                </Card.Root>
              )}
              <Flex justify="space-between" align="end" gap="3" wrap="wrap">
                <Heading as="h2" size="md" aria-live="polite" data-testid="result-count">
                  {result.totalCountIsExact
                    ? t('found', { count: result.totalCount })
                    : t('foundMoreThan', { count: formatNumber(result.totalCount, 0, locale) })}
                </Heading>
                <SelectField
                  label={t('perPage')}
                  value={String(pageSize)}
                  onChange={(value) => {
                    setPageSize(Number(value));
                    setPage(1);
                  }}
                  options={['10', '25', '50', '100'].map((n) => ({ value: n, label: n }))}
                  minW="24"
                />
              </Flex>
              {result.requests.length === 0 ? (
                <Card.Root>
                  <Card.Body>
                    <EmptyState icon={<SearchX />} title={t('empty.title')} description={t('empty.description')} />
                  </Card.Body>
                </Card.Root>
              ) : (
                <SearchResultsTable requests={result.requests} onView={setViewing} />
              )}
              {result.pages > 1 && <PageStepper page={result.page} pages={result.pages} onPage={setPage} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <RequestDetailsDialog request={viewing} onClose={() => setViewing(null)} showRequester />
    </>
  );
}
