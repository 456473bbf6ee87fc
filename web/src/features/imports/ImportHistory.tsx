import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { graphql } from '../../__generated__';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../i18n';

export const ImportHistoryQuery = graphql(`
  query ImportHistory {
    imports(first: 10) {
      totalCount
      edges {
        node {
          id
          kind
          fileName
          rowCount
          createdCount
          updatedCount
          unchangedCount
          createdAt
          importedBy {
            id
            fullName
          }
        }
      }
    }
  }
`);

/** The last imports: who, when, which file and what each did. */
export function ImportHistory() {
  const { t } = useTranslation('imports');
  const { data } = useQuery(ImportHistoryQuery);
  const imports = data?.imports.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="2" as="section" aria-labelledby="import-history-title">
      <Heading as="h2" size="md" id="import-history-title">
        {t('history.title')}
      </Heading>
      {imports.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <DataTable
          label={t('history.title')}
          rows={imports}
          rowKey={(row) => row.id}
          rowTestId="past-import"
          columns={[
            { key: 'file', header: t('history.file'), cell: (row) => row.fileName, card: 'title' },
            { key: 'kind', header: t('history.kind'), cell: (row) => t(`kind.${row.kind}`) },
            { key: 'when', header: t('history.when'), cell: (row) => formatDateTime(row.createdAt) },
            { key: 'who', header: t('history.by'), cell: (row) => row.importedBy?.fullName ?? '—' },
            {
              key: 'counts',
              header: t('history.counts'),
              cell: (row) => `${row.createdCount} / ${row.updatedCount} / ${row.unchangedCount}`,
            },
          ]}
        />
      )}
    </Stack>
  );
}
