import { Alert, Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { ImportOutcome_OutcomeFragment } from '../../__generated__/graphql';
import { DataTable, type Column } from '../../components/DataTable';
import { StatCard } from '../../components/StatCard';
import { useTranslation } from '../../i18n';

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

type Row = ImportOutcome_OutcomeFragment['rows'][number];

/** What a file does (the dry run) or did (applied): counts, every error in plain words, the rows. */
export function ImportOutcome(props: { outcome: FragmentType<typeof ImportOutcome_outcome>; applied: boolean }) {
  const outcome = getFragmentData(ImportOutcome_outcome, props.outcome);
  const balances = outcome.kind === 'BALANCES';
  const { t } = useTranslation('imports');
  const dryRun = String(!props.applied);
  const figures = (f: Row['before']) =>
    f ? t('outcome.figures', { total: f.totalDays, taken: f.usedDays, left: f.availableDays }) : '';
  const columns: Column<Row>[] = [
    { key: 'row', header: t('outcome.row'), cell: (row) => row.row, card: 'hidden' },
    { key: 'email', header: t('outcome.person'), cell: (row) => row.name ?? row.email, card: 'title' },
    { key: 'action', header: t('outcome.action'), cell: (row) => t(`outcome.actions.${row.action}`) },
    ...(balances
      ? [
          { key: 'type', header: t('outcome.leave'), cell: (row: Row) => `${row.leaveType} ${row.year}` },
          { key: 'before', header: t('outcome.before'), cell: (row: Row) => figures(row.before) },
          { key: 'after', header: t('outcome.after'), cell: (row: Row) => figures(row.after) },
        ]
      : [{ key: 'changed', header: t('outcome.changes'), cell: (row: Row) => row.changedFields.join(', ') || '—' }]),
  ];
  return (
    <Stack gap="4" data-testid="import-outcome">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <StatCard label={t('outcome.created', { kind: outcome.kind, dryRun })} value={outcome.created} />
        <StatCard label={t('outcome.updated', { dryRun })} value={outcome.updated} />
        <StatCard label={t('outcome.unchanged', { dryRun })} value={outcome.unchanged} />
      </Grid>
      {outcome.errors.length > 0 && (
        <Alert.Root status="error" data-testid="import-errors">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('outcome.problems', { count: outcome.errors.length })}</Alert.Title>
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
            {outcome.rows.length > ROWS_SHOWN
              ? t('outcome.rowsFirst', { shown: ROWS_SHOWN, total: outcome.rows.length })
              : t('outcome.rows')}
          </Heading>
          <DataTable
            label={t('outcome.rowsLabel')}
            columns={columns}
            rows={outcome.rows.slice(0, ROWS_SHOWN)}
            rowKey={(row) => String(row.row)}
            rowTestId="import-row"
          />
        </Box>
      )}
      {!outcome.rows.length && !outcome.errors.length && <Text color="fg.muted">{t('outcome.noRows')}</Text>}
    </Stack>
  );
}
