import { Box, Button, Card, DataList, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { ReportResult_ReportFragment } from '../../../__generated__/graphql';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../../components/charts/TrendChart';
import { toaster } from '../../../components/toaster';
import { downloadApiFile } from '../../../lib/authorizedFetch';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatReportValue, monthLabel } from './analyticsFormat';
import {
  chartRows,
  REPORT_CHARTS,
  REPORT_TABLE_ROWS,
  reportCsvPath,
  restReportType,
  type ReportRequest,
} from './reportOptions';

export const ReportResult_report = graphql(`
  fragment ReportResult_report on CustomReport {
    reportType
    title
    generatedAt
    period {
      startDate
      endDate
    }
    departments
    summary {
      key
      value
    }
    columns {
      key
      label
    }
    rows
    totalRows
  }
`);

function ReportChart({ report }: { report: ReportResult_ReportFragment }) {
  const chart = REPORT_CHARTS[report.reportType];
  const rows = chartRows(chart, report.rows);
  if (!rows.length) return null;
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="2">
        {chart.title}
      </Text>
      {chart.kind === 'trend' ? (
        <TrendChart
          kind="bar"
          data={rows}
          xKey={chart.categoryKey}
          series={chart.series}
          formatX={(month) => monthLabel(month, rows.length > 6)}
          label={`${report.title}: ${chart.title}`}
          integer={chart.integer}
        />
      ) : (
        <ComparisonBarChart
          data={rows}
          categoryKey={chart.categoryKey}
          series={chart.series}
          label={`${report.title}: ${chart.title}`}
          categoryWidth={130}
          integer={chart.integer}
        />
      )}
    </Box>
  );
}

/** A generated report (spec §2): title, when, period, key figures, optional chart, the first 10 rows and its CSV. */
export function ReportResult({
  request,
  ...props
}: {
  report: FragmentType<typeof ReportResult_report>;
  request: ReportRequest;
}) {
  const report = getFragmentData(ReportResult_report, props.report);
  const [downloading, setDownloading] = useState(false);
  const shown = report.rows.slice(0, REPORT_TABLE_ROWS);

  async function downloadCsv() {
    setDownloading(true);
    try {
      await downloadApiFile(
        reportCsvPath(request),
        `${restReportType(request.reportType)}_${request.startDate}_${request.endDate}.csv`,
      );
    } catch (error) {
      toaster.error({ title: 'Failed to download report', description: (error as Error).message });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="report-title" data-testid="report-result">
      <Card.Header>
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="report-title" as="h3">
              {report.title}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Period: {formatDate(report.period.startDate)} – {formatDate(report.period.endDate)}
              {' · '}
              {report.departments.length ? report.departments.join(', ') : 'All departments'}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Generated {formatDateTime(report.generatedAt)}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => void downloadCsv()} loading={downloading}>
            <Download /> Download CSV
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap="6" minW="0">
        <DataList.Root
          orientation="vertical"
          size="sm"
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          }}
          gap="4"
        >
          {report.summary.map((item) => (
            <DataList.Item key={item.key} bg="bg.muted" rounded="md" p="3">
              <DataList.ItemLabel>{item.key}</DataList.ItemLabel>
              <DataList.ItemValue fontSize="lg" fontWeight="semibold">
                {formatReportValue(Number.isNaN(Number(item.value)) ? item.value : Number(item.value))}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {request.includeCharts && <ReportChart report={report} />}
        {report.totalRows === 0 ? (
          <Text color="fg.muted">No records in this period.</Text>
        ) : (
          <Stack gap="2">
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Report rows">
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    {report.columns.map((column) => (
                      <Table.ColumnHeader key={column.key} whiteSpace="nowrap">
                        {column.label}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((row, index) => (
                    <Table.Row key={index}>
                      {report.columns.map((column) => (
                        <Table.Cell
                          key={column.key}
                          whiteSpace="nowrap"
                          textAlign={typeof row[column.key] === 'number' ? 'end' : 'start'}
                        >
                          {formatReportValue(row[column.key])}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Text fontSize="sm" color="fg.muted">
              {report.totalRows > REPORT_TABLE_ROWS
                ? `Showing first ${REPORT_TABLE_ROWS} of ${report.totalRows} records`
                : `Showing all ${report.totalRows} records`}
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
