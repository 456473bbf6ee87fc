import { Button, Card, Checkbox, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { FileBarChart } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { CustomReportType } from '../../../__generated__/graphql';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { defaultReportPeriod, splitDepartments } from './analyticsFormat';
import { REPORT_TYPES, type ReportRequest } from './reportOptions';
import { ReportResult, type ReportResult_report } from './ReportResult';

const CustomReportQuery = graphql(`
  query AdminCustomReport($input: CustomReportInput!) {
    customReport(input: $input) {
      ...ReportResult_report
    }
  }
`);

const DepartmentsQuery = graphql(`
  query ReportDepartments {
    departments
  }
`);

const ReportLeaveYearQuery = graphql(`
  query ReportLeaveYear {
    leaveYear {
      start
    }
  }
`);

type Run =
  | { state: 'idle' }
  | { state: 'loading'; request: ReportRequest }
  | { state: 'done'; request: ReportRequest; report: FragmentType<typeof ReportResult_report> }
  | { state: 'failed'; request: ReportRequest; message: string };

/** Spec §2 analytics Reports: the custom report generator and its result. */
export function ReportsPanel() {
  const { t } = useTranslation('admin-analytics');
  const client = useApolloClient();
  const departments = useQuery(DepartmentsQuery);
  const [form, setForm] = useState(() => ({
    reportType: 'PTO_UTILIZATION' as CustomReportType,
    ...defaultReportPeriod(),
    departments: '',
    includeCharts: true,
  }));
  // The period starts with the organisation's leave year (April in the UK) unless the reader chose a date.
  const leaveYearStart = useQuery(ReportLeaveYearQuery).data?.leaveYear.start;
  useEffect(() => {
    if (!leaveYearStart) return;
    const calendarYear = defaultReportPeriod();
    setForm((current) =>
      current.startDate === calendarYear.startDate
        ? { ...current, ...defaultReportPeriod(new Date(), leaveYearStart) }
        : current,
    );
  }, [leaveYearStart]);
  const [formError, setFormError] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ state: 'idle' });

  async function generate(request: ReportRequest) {
    setRun({ state: 'loading', request });
    try {
      const { data } = await client.query({
        query: CustomReportQuery,
        variables: {
          input: {
            reportType: request.reportType,
            startDate: request.startDate,
            endDate: request.endDate,
            departments: request.departments,
          },
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error(t('reports.failed'));
      setRun({ state: 'done', request, report: data.customReport });
    } catch (error) {
      setRun({ state: 'failed', request, message: errorMessage(error, '') });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.startDate || !form.endDate) return setFormError(t('reports.required'));
    if (form.startDate > form.endDate) return setFormError(t('reports.startAfterEnd'));
    setFormError(null);
    void generate({
      reportType: form.reportType,
      startDate: form.startDate,
      endDate: form.endDate,
      departments: splitDepartments(form.departments),
      includeCharts: form.includeCharts,
    });
  }

  const known = departments.data?.departments ?? [];
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="report-generator-title">
        <Card.Header>
          <Card.Title id="report-generator-title" as="h3" fontSize="md">
            {t('reports.generator')}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
                <Field.Root>
                  <Field.Label>{t('reports.type')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      name="reportType"
                      value={form.reportType}
                      onChange={(e) => setForm({ ...form, reportType: e.target.value as CustomReportType })}
                    >
                      {REPORT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`reportTypes.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required invalid={Boolean(formError) && !form.startDate}>
                  <Field.Label>
                    {t('reports.startDate')} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    type="date"
                    name="startDate"
                    value={form.startDate}
                    max={form.endDate || undefined}
                    onChange={(e) => setForm({ ...form, startDate: e.target.value })}
                  />
                </Field.Root>
                <Field.Root required invalid={Boolean(formError) && !form.endDate}>
                  <Field.Label>
                    {t('reports.endDate')} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    type="date"
                    name="endDate"
                    value={form.endDate}
                    min={form.startDate || undefined}
                    onChange={(e) => setForm({ ...form, endDate: e.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('reports.departments')}</Field.Label>
                  <Input
                    size="sm"
                    name="departments"
                    placeholder={t('reports.allDepartments')}
                    value={form.departments}
                    onChange={(e) => setForm({ ...form, departments: e.target.value })}
                  />
                  <Field.HelperText>
                    {known.length
                      ? t('reports.departmentsHelpExample', { example: known.slice(0, 2).join(', ') })
                      : t('reports.departmentsHelp')}
                  </Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                <Checkbox.Root
                  checked={form.includeCharts}
                  onCheckedChange={({ checked }) => setForm({ ...form, includeCharts: checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('reports.includeCharts')}</Checkbox.Label>
                </Checkbox.Root>
                <Button
                  type="submit"
                  ms={{ sm: 'auto' }}
                  loading={run.state === 'loading'}
                  loadingText={t('reports.generating')}
                >
                  <FileBarChart /> {t('reports.generate')}
                </Button>
              </Flex>
              {formError && (
                <Text color="red.fg" fontSize="sm" role="alert">
                  {formError}
                </Text>
              )}
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {run.state === 'loading' && <PageSpinner label={t('reports.generatingLabel')} />}
      {run.state === 'failed' && (
        <ErrorWithRetry
          title={t('reports.failed')}
          description={run.message}
          onRetry={() => void generate(run.request)}
        />
      )}
      {run.state === 'done' && <ReportResult report={run.report} request={run.request} />}
      {run.state === 'idle' && (
        <Text color="fg.muted" fontSize="sm">
          {t('reports.idle')}
        </Text>
      )}
    </Stack>
  );
}
