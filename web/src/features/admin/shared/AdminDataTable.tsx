import { Box, Card, DataList, Flex, Stack, Table, useBreakpointValue } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export interface AdminColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and actions line up at the end. */
  align?: 'start' | 'end';
  /**
   * Place of the column on a phone card: `title` heads the card, `actions` ends it, `field` (the
   * default) is a labelled line, `hidden` is left out (when the title already says it).
   */
  card?: 'title' | 'actions' | 'field' | 'hidden';
  /** Keeps the column's content on one line in the table. */
  nowrap?: boolean;
}

interface AdminDataTableProps<Row> {
  /** Accessible name of the table or card list. */
  label: string;
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** data-testid of each row (table) or card (phone), for tests. */
  rowTestId?: string;
  /** Dims the rows while a new page or search result loads. */
  busy?: boolean;
  /** Content shown across the full width under a row (e.g. its edit controls), or null. */
  rowDetails?: (row: Row) => ReactNode;
}

/**
 * A table on wide screens that becomes a list of cards below the `md` breakpoint, so nothing is cut
 * off at 390 px. Only one of the two is rendered.
 */
export function AdminDataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  busy = false,
  rowDetails,
}: AdminDataTableProps<Row>) {
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const dim = busy ? { opacity: 0.6, transition: 'opacity 0.2s' } : {};

  if (asCards) {
    const title = columns.find((c) => c.card === 'title');
    const actions = columns.filter((c) => c.card === 'actions');
    const fields = columns.filter((c) => !c.card || c.card === 'field');
    return (
      <Stack as="ul" aria-label={label} gap="3" listStyleType="none" aria-busy={busy} {...dim}>
        {rows.map((row) => (
          <Card.Root as="li" key={rowKey(row)} size="sm" data-testid={rowTestId}>
            <Card.Body gap="3">
              {title && <Box>{title.cell(row)}</Box>}
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                {fields.map((column) => (
                  <DataList.Item key={column.key} alignItems="flex-start">
                    <DataList.ItemLabel minW="28">{column.header}</DataList.ItemLabel>
                    <DataList.ItemValue minW="0" overflowWrap="anywhere">
                      {column.cell(row)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {rowDetails?.(row)}
              {actions.length > 0 && (
                <Flex gap="2" wrap="wrap" pt="1">
                  {actions.map((column) => (
                    <Box key={column.key}>{column.cell(row)}</Box>
                  ))}
                </Flex>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} aria-label={`${label} (scrollable)`}>
      <Table.Root size="sm" aria-label={label} aria-busy={busy} {...dim}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const details = rowDetails?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Row data-testid={rowTestId}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      textAlign={column.align}
                      whiteSpace={column.nowrap ? 'nowrap' : undefined}
                      verticalAlign="middle"
                      borderBottomWidth={details ? '0' : undefined}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
                {details && (
                  <Table.Row data-testid={rowTestId ? `${rowTestId}-details` : undefined}>
                    <Table.Cell colSpan={columns.length} pt="0">
                      {details}
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
