import { Box, Card, DataList, Flex, Stack, Table } from '@chakra-ui/react';
import { Fragment, startTransition, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useFirstScreen } from '../lib/useFirstScreen';

export interface Column<Row> {
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

interface DataTableProps<Row> {
  /** Accessible name of the table or card list. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** data-testid of each row (table) or card (phone), for tests. */
  rowTestId?: string;
  /** Dims the rows while a new page or search result loads. */
  busy?: boolean;
  /** Content shown across the full width under a row (e.g. its edit controls), or null. */
  rowDetails?: (row: Row) => ReactNode;
  /**
   * The narrowest box (in px) the table fits in without scrolling sideways; in a narrower one the rows
   * are cards. Default 640: four or five short columns.
   */
  minTableWidth?: number;
  /** data-testid of the table or the card list. */
  testId?: string;
}

/**
 * The width of an element as last measured (null before its first layout), followed as it changes. The
 * component draws again once measured (after the browser's layout, before it paints), then only when `choose` answers
 * differently for the new width than for the width it drew with: a list of a hundred cards drawn twice
 * cost a phone hundreds of milliseconds.
 */
function useWidth<T extends HTMLElement>(choose: (width: number) => unknown) {
  const ref = useRef<T>(null);
  const measured = useRef<number | null>(null);
  const chooser = useRef(choose);
  chooser.current = choose;
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = (width: number) => {
      const first = measured.current === null;
      const before = first ? undefined : chooser.current(measured.current!);
      measured.current = width;
      // The first drawing of the rows is a transition: React draws them in slices rather than in this
      // commit's task, where it made a task of 190 ms on a phone's CPU for the people list.
      if (first) startTransition(redraw);
      else if (chooser.current(width) !== before) redraw();
    };
    // The observer's first report, after the browser's next layout and before it paints, is the first
    // measure. Reading the box here instead made the browser lay out the whole page inside this commit's
    // task, with the styles this commit added: 40 ms of the console's start on a laptop.
    const observer = new ResizeObserver(([entry]) => follow(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, measured] as const;
}

/**
 * A table where it fits, and a list of cards where it would not (a phone, or a column beside the
 * administration hub), so nothing is cut off or scrolls sideways. The choice follows the width of the
 * box the table stands in, not the window's, and the rows themselves: rows whose content makes the
 * table wider than its box (long names, many badges) are shown as cards until the box is as wide as
 * that table needs. Only one of the two is rendered.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  // The width the table needed when it last overflowed, for the rows it showed then.
  const [needed, setNeeded] = useState<{ rows: string; width: number } | null>(null);
  const rows = props.rows.map(props.rowKey).join('\n');
  const neededNow = needed?.rows === rows ? needed.width : 0;
  const cardsIn = (width: number) => width < Math.max(props.minTableWidth ?? 640, neededNow);
  const [box, width] = useWidth<HTMLDivElement>(cardsIn);
  // Nothing until the box is measured, before the browser paints: a guess from the
  // window's width drew the table beside the administration hub at 1350 px, then threw it away for cards.
  if (width.current === null) return <Box ref={box} minW="0" />;
  return (
    <Box ref={box} minW="0">
      {cardsIn(width.current) ? (
        <RowCards {...props} />
      ) : (
        <RowTable {...props} onOverflow={(tableWidth) => setNeeded({ rows, width: tableWidth })} />
      )}
    </Box>
  );
}

/** Calls `onOverflow` with the table's width whenever it is wider than the box that scrolls it. */
function useOverflow(onOverflow: (width: number) => void) {
  const scrollArea = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const report = useRef(onOverflow);
  report.current = onOverflow;
  useLayoutEffect(() => {
    const area = scrollArea.current;
    const element = table.current;
    if (!area || !element) return;
    const check = () => {
      if (area.scrollWidth > area.clientWidth + 1) report.current(area.scrollWidth);
    };
    // Checked at the observer's first report (after the next layout) rather than here, in the commit.
    const observer = new ResizeObserver(check);
    observer.observe(area);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { scrollArea, table };
}

const dimmed = (busy: boolean) => (busy ? { opacity: 0.6, transition: 'opacity 0.2s' } : {});

/** The rows as cards: the title column heads each, fields are labelled lines, actions end it. */
function RowCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  busy = false,
  rowDetails,
  testId,
}: DataTableProps<Row>) {
  const dim = dimmed(busy);
  const title = columns.find((c) => c.card === 'title');
  const actions = columns.filter((c) => c.card === 'actions');
  const fields = columns.filter((c) => !c.card || c.card === 'field');
  // A phone shows a few cards: the rest below them are drawn once those are on the screen.
  const drawn = useFirstScreen(rows.length);
  return (
    <Stack as="ul" aria-label={label} gap="3" listStyleType="none" aria-busy={busy} data-testid={testId} {...dim}>
      {rows.slice(0, drawn).map((row) => (
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

function RowTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  busy = false,
  rowDetails,
  testId,
  onOverflow,
}: DataTableProps<Row> & { onOverflow: (width: number) => void }) {
  const { t } = useTranslation();
  const dim = dimmed(busy);
  const { scrollArea, table } = useOverflow(onOverflow);
  return (
    <Table.ScrollArea
      ref={scrollArea}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      tabIndex={0}
      aria-label={t('table.scrollable', { label })}
    >
      <Table.Root ref={table} size="sm" aria-label={label} aria-busy={busy} data-testid={testId} {...dim}>
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
