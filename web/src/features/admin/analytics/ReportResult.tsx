import { Box, Button, Card, DataList, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { ReportResult_ReportFragment } from '../../../__generated__/graphql';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../../components/charts/TrendChart';
import { toaster } from '../../../components/toaster';
import { formatNumber, useTranslation } from '../../../i18n';
import { downloadApiFile } from '../../../lib/authorizedFetch';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatReportValue, monthLabel } from './analyticsFormat';
import { columnLabel, reportTitle, summaryLabel } from './reportText';
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
  const { t } = useTranslation('admin-analytics');
  const chart = REPORT_CHARTS[report.reportType];
  const rows = chartRows(chart, report.rows);
  if (!rows.length) return null;
  const title = t(`chartTitles.${report.reportType}`);
  const label = t('reports.chartLabel', { report: reportTitle(t, report.reportType), chart: title });
  const series = chart.series.map((item) => ({ ...item, label: t(item.label) }));
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="2">
        {title}
      </Text>
      {chart.kind === 'trend' ? (
        <TrendChart
          kind="bar"
          data={rows}
          xKey={chart.categoryKey}
          series={series}
          formatX={(month) => monthLabel(month, rows.length > 6)}
          formatValue={(value) => formatNumber(value)}
          label={label}
          integer={chart.integer}
        />
      ) : (
        <ComparisonBarChart
          data={rows}
          categoryKey={chart.categoryKey}
          series={series}
          formatValue={(value) => formatNumber(value)}
          label={label}
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
  const { t } = useTranslation('admin-analytics');
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
      toaster.error({ title: t('reports.downloadFailed'), description: (error as Error).message });
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
              {reportTitle(t, report.reportType)}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('reports.period', {
                start: formatDate(report.period.startDate),
                end: formatDate(report.period.endDate),
                departments: report.departments.length ? report.departments.join(', ') : t('reports.allDepartments'),
              })}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('reports.generated', { time: formatDateTime(report.generatedAt) })}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => void downloadCsv()} loading={downloading}>
            <Download /> {t('reports.download')}
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
              <DataList.ItemLabel>{summaryLabel(t, item.key)}</DataList.ItemLabel>
              <DataList.ItemValue fontSize="lg" fontWeight="semibold">
                {formatReportValue(Number.isNaN(Number(item.value)) ? item.value : Number(item.value))}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {request.includeCharts && <ReportChart report={report} />}
        {report.totalRows === 0 ? (
          <Text color="fg.muted">{t('reports.noRecords')}</Text>
        ) : (
          <Stack gap="2">
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('reports.rows')}>
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    {report.columns.map((column) => (
                      <Table.ColumnHeader key={column.key} whiteSpace="nowrap">
                        {columnLabel(t, column)}
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
                ? t('reports.showingFirst', { shown: REPORT_TABLE_ROWS, total: report.totalRows })
                : t('reports.showingAll', { total: report.totalRows })}
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
