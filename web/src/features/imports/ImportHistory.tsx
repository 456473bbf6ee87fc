import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../lib/dates';

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
  const { data } = useQuery(ImportHistoryQuery);
  const imports = data?.imports.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="2" as="section" aria-labelledby="import-history-title">
      <Heading as="h2" size="md" id="import-history-title">
        Past imports
      </Heading>
      {imports.length === 0 ? (
        <Text color="fg.muted">Nothing imported yet.</Text>
      ) : (
        <DataTable
          label="Past imports"
          rows={imports}
          rowKey={(row) => row.id}
          rowTestId="past-import"
          columns={[
            { key: 'file', header: 'File', cell: (row) => row.fileName, card: 'title' },
            { key: 'kind', header: 'Kind', cell: (row) => (row.kind === 'PEOPLE' ? 'People' : 'Opening balances') },
            { key: 'when', header: 'When', cell: (row) => formatDateTime(row.createdAt) },
            { key: 'who', header: 'By', cell: (row) => row.importedBy?.fullName ?? '—' },
            {
              key: 'counts',
              header: 'Created / updated / unchanged',
              cell: (row) => `${row.createdCount} / ${row.updatedCount} / ${row.unchangedCount}`,
            },
          ]}
        />
      )}
    </Stack>
  );
}
