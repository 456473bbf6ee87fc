import { Alert, Badge, Box, Button, Card, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Trash2 } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { todayIso } from '../../lib/dates';
import { periodOn } from './scheduleLabels';
import { describeShare, describeWeek, shortWeekday, WEEKDAY_FIELDS, type WeekdayField } from './scheduleLabels';
import { formatLocale, useTranslation } from '../../i18n';

export const ScheduleEditorQuery = graphql(`
  query ScheduleEditor($userId: ID!) {
    workSchedules(userId: $userId) {
      id
      effectiveFrom
      effectiveTo
      template
      weeklyHours
      fte
      hours {
        monday
        tuesday
        wednesday
        thursday
        friday
        saturday
        sunday
      }
    }
    workingTime {
      fullTimeHours
      templates {
        key
        name
        weeklyHours
        fte
      }
    }
  }
`);

const SetScheduleMutation = graphql(`
  mutation ScheduleEditorSet($input: SetWorkScheduleInput!) {
    setWorkSchedule(input: $input) {
      id
    }
  }
`);

const RemoveScheduleMutation = graphql(`
  mutation ScheduleEditorRemove($id: ID!) {
    removeWorkSchedule(id: $id)
  }
`);

const CUSTOM = 'custom';
const EMPTY_HOURS: Record<WeekdayField, string> = {
  monday: '',
  tuesday: '',
  wednesday: '',
  thursday: '',
  friday: '',
  saturday: '',
  sunday: '',
};

/**
 * A person's working schedule for HR and administrators: its periods (latest first) and a new one from
 * a date, from a template or by hours per weekday. Changes apply from their date; past charges stay.
 */
export function ScheduleEditor(props: { userId: string; fullName: string }) {
  // Part of the person's edit dialog: its words load without holding up the dialog.
  return (
    <Suspense fallback={null}>
      <Editor {...props} />
    </Suspense>
  );
}

function Editor({ userId, fullName }: { userId: string; fullName: string }) {
  const { t, i18n } = useTranslation('schedules');
  const locale = formatLocale(i18n.language);
  const { data, refetch } = useQuery(ScheduleEditorQuery, { variables: { userId } });
  // The period in force today is marked among the history.
  const current = periodOn(data?.workSchedules, todayIso());
  const [template, setTemplate] = useState('full_time');
  const [from, setFrom] = useState('');
  const [hours, setHours] = useState(EMPTY_HOURS);
  const [error, setError] = useState<string | null>(null);
  const refresh = { onCompleted: () => void refetch() };
  const [setSchedule, { loading }] = useMutation(SetScheduleMutation, refresh);
  const [removeSchedule] = useMutation(RemoveScheduleMutation, refresh);
  const templates = data?.workingTime.templates ?? [];

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    event?.stopPropagation();
    if (!from) {
      setError(t('editor.chooseDate'));
      return;
    }
    const custom = template === CUSTOM;
    try {
      await setSchedule({
        variables: {
          input: {
            userId,
            effectiveFrom: from,
            ...(custom
              ? { hours: Object.fromEntries(WEEKDAY_FIELDS.map((day) => [day, Number(hours[day] || 0)])) }
              : { template }),
          },
        },
      });
      setError(null);
      toaster.create({ type: 'success', title: t('editor.saved') });
    } catch (saveError) {
      setError(errorMessage(saveError, t('editor.saveFailed')));
    }
  };

  return (
    <Card.Root variant="subtle" mt="4" data-testid="schedule-editor">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('editor.intro', { name: fullName, hours: data?.workingTime.fullTimeHours ?? 40 })}
          </Text>
          {data && data.workSchedules.length === 0 && <Text fontSize="sm">{t('editor.none')}</Text>}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('editor.periods')}>
            {data?.workSchedules.map((period) => (
              <HStack as="li" key={period.id} justify="space-between" gap="2" wrap="wrap" fontSize="sm">
                <Box minW="0">
                  <Text fontWeight="medium">
                    {period.effectiveTo
                      ? t('editor.periodBetween', {
                          from: period.effectiveFrom,
                          to: period.effectiveTo,
                          share: describeShare(period.weeklyHours, period.fte, t),
                        })
                      : t('editor.periodFrom', {
                          from: period.effectiveFrom,
                          share: describeShare(period.weeklyHours, period.fte, t),
                        })}
                    {current?.id === period.id && (
                      <Badge ms="2" colorPalette="green" variant="subtle" data-testid="schedule-current">
                        {t('history.current')}
                      </Badge>
                    )}
                  </Text>
                  <Text color="fg.muted">{describeWeek(period.hours, t, locale)}</Text>
                </Box>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('editor.remove', { from: period.effectiveFrom })}
                  onClick={() =>
                    removeSchedule({ variables: { id: period.id } }).catch((e) =>
                      setError(errorMessage(e, t('editor.removeFailed'))),
                    )
                  }
                >
                  <Trash2 />
                </Button>
              </HStack>
            ))}
          </Stack>
          <form onSubmit={save} noValidate aria-label={t('editor.new')}>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <SelectField
                  kind="form"
                  label={t('editor.schedule')}
                  name="template"
                  value={template}
                  onChange={setTemplate}
                  options={[
                    ...templates.map((template) => ({
                      value: template.key,
                      label: t('editor.template', {
                        name: template.name,
                        share: describeShare(template.weeklyHours, template.fte, t),
                      }),
                    })),
                    { value: CUSTOM, label: t('editor.custom') },
                  ]}
                />
                <TextField
                  label={t('editor.startsOn')}
                  type="date"
                  name="effectiveFrom"
                  value={from}
                  onChange={setFrom}
                  required
                />
              </SimpleGrid>
              {template === CUSTOM && (
                <SimpleGrid columns={{ base: 4, md: 7 }} gap="2" role="group" aria-label={t('editor.hoursPerWeekday')}>
                  {WEEKDAY_FIELDS.map((day) => (
                    <Stack key={day} gap="1">
                      <label htmlFor={`hours-${day}`}>
                        <Text as="span" fontSize="xs">
                          {shortWeekday(day, locale)}
                        </Text>
                      </label>
                      <Input
                        id={`hours-${day}`}
                        size="sm"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={24}
                        step={0.25}
                        value={hours[day]}
                        onChange={(e) => setHours((current) => ({ ...current, [day]: e.target.value }))}
                      />
                    </Stack>
                  ))}
                </SimpleGrid>
              )}
              {error && (
                <Alert.Root status="error" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <HStack justify="flex-end">
                <Button type="submit" size="sm" colorPalette="blue" loading={loading} loadingText={t('editor.saving')}>
                  {t('editor.save')}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
