import { Alert, Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { ImportOutcome_OutcomeFragment } from '../../__generated__/graphql';
import { DataTable, type Column } from '../../components/DataTable';
import { StatCard } from '../../components/StatCard';

export const ImportOutcome_outcome = graphql(`
  fragment ImportOutcome_outcome on ImportOutcome {
    kind
    fileName
    rowCount
    created
    updated
    unchanged
    fields {
      field
      label
      required
    }
    mapping {
      column
      field
    }
    errors {
      row
      message
    }
    rows {
      row
      action
      email
      name
      changedFields
      leaveType
      year
      before {
        totalDays
        usedDays
        availableDays
      }
      after {
        totalDays
        usedDays
        availableDays
      }
    }
  }
`);

/** Rows shown in the table; the counts above it cover every row. */
const ROWS_SHOWN = 100;
const ACTION_TEXT = { CREATE: 'Created', UPDATE: 'Updated', UNCHANGED: 'Unchanged' } as const;

type Row = ImportOutcome_OutcomeFragment['rows'][number];

const figures = (f: Row['before']) => (f ? `${f.totalDays} total, ${f.usedDays} taken, ${f.availableDays} left` : '');

/** What a file does (the dry run) or did (applied): counts, every error in plain words, the rows. */
export function ImportOutcome(props: { outcome: FragmentType<typeof ImportOutcome_outcome>; applied: boolean }) {
  const outcome = getFragmentData(ImportOutcome_outcome, props.outcome);
  const balances = outcome.kind === 'BALANCES';
  const verb = props.applied ? '' : ' (dry run)';
  const columns: Column<Row>[] = [
    { key: 'row', header: 'Row', cell: (row) => row.row, card: 'hidden' },
    { key: 'email', header: 'Person', cell: (row) => row.name ?? row.email, card: 'title' },
    { key: 'action', header: 'What happens', cell: (row) => ACTION_TEXT[row.action] },
    ...(balances
      ? [
          { key: 'type', header: 'Leave', cell: (row: Row) => `${row.leaveType} ${row.year}` },
          { key: 'before', header: 'Before', cell: (row: Row) => figures(row.before) },
          { key: 'after', header: 'After', cell: (row: Row) => figures(row.after) },
        ]
      : [{ key: 'changed', header: 'Changes', cell: (row: Row) => row.changedFields.join(', ') || '—' }]),
  ];
  return (
    <Stack gap="4" data-testid="import-outcome">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <StatCard label={`${balances ? 'Balances' : 'People'} created${verb}`} value={outcome.created} />
        <StatCard label={`Updated${verb}`} value={outcome.updated} />
        <StatCard label={`Left alone${verb}`} value={outcome.unchanged} />
      </Grid>
      {outcome.errors.length > 0 && (
        <Alert.Root status="error" data-testid="import-errors">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {outcome.errors.length} {outcome.errors.length === 1 ? 'problem' : 'problems'} to fix before importing
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {outcome.errors.map((error) => (
                  <List.Item key={error.message}>{error.message}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {outcome.rows.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Rows{outcome.rows.length > ROWS_SHOWN ? ` (the first ${ROWS_SHOWN} of ${outcome.rows.length})` : ''}
          </Heading>
          <DataTable
            label="Rows of the file"
            columns={columns}
            rows={outcome.rows.slice(0, ROWS_SHOWN)}
            rowKey={(row) => String(row.row)}
            rowTestId="import-row"
          />
        </Box>
      )}
      {!outcome.rows.length && !outcome.errors.length && <Text color="fg.muted">The file has no rows.</Text>}
    </Stack>
  );
}
