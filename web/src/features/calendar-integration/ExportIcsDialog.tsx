import { Button, Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import type { CalendarFeedKind } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { addDays, todayIso } from '../../lib/dates';
import { downloadText } from './feedUrl';

const CalendarExportQuery = graphql(`
  query CalendarExport($input: CalendarExportInput!) {
    calendarExport(input: $input) {
      filename
      content
      eventCount
    }
  }
`);

interface ExportIcsDialogProps {
  open: boolean;
  onClose: () => void;
  feeds: { kind: CalendarFeedKind; title: string }[];
}

/** Export ICS: a one-off .ics file of one feed for a chosen range (at most a year). */
export function ExportIcsDialog({ open, onClose, feeds }: ExportIcsDialogProps) {
  const client = useApolloClient();
  const [kind, setKind] = useState<CalendarFeedKind>('MINE');
  const [start, setStart] = useState(todayIso());
  const [end, setEnd] = useState(addDays(todayIso(), 90));
  const [includePending, setIncludePending] = useState(true);
  const [includeHolidays, setIncludeHolidays] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('calendar-integration');

  const onExport = async () => {
    if (!start || !end) return setProblem(t('export.datesRequired'));
    if (start > end) return setProblem(t('export.order'));
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await client.query({
        query: CalendarExportQuery,
        variables: { input: { kind, start, end, includePending, includeHolidays } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No data');
      downloadText(data.calendarExport.filename, data.calendarExport.content, 'text/calendar;charset=utf-8');
      toaster.create({
        type: 'success',
        title: t('export.done'),
        description: t('export.doneDescription', {
          count: data.calendarExport.eventCount,
          filename: data.calendarExport.filename,
        }),
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, t('export.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('export.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={onExport}>
            {t('export.download')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SelectField
          label={t('export.feed')}
          value={kind}
          onChange={(value) => setKind(value as CalendarFeedKind)}
          options={feeds.map((feed) => ({ value: feed.kind, label: feed.title }))}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{t('export.from')}</Field.Label>
            <Input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('export.to')}</Field.Label>
            <Input type="date" value={end} min={start} onChange={(e) => setEnd(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={includePending} onCheckedChange={(e) => setIncludePending(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.includePending')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={includeHolidays} onCheckedChange={(e) => setIncludeHolidays(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.includeHolidays')}</Checkbox.Label>
        </Checkbox.Root>
        {problem && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
