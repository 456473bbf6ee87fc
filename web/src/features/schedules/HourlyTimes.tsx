import { SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { TextField } from '../../components/TextField';
import { useTranslation } from '../../i18n';

export interface Times {
  startTime: string;
  endTime: string;
}

export const NO_TIMES: Times = { startTime: '', endTime: '' };

/** Both times, when given on a one-day request: what an hourly request sends (else whole days at the person's hours). */
export const timesToSend = (times: Times, oneDay: boolean): Partial<Times> =>
  oneDay && times.startTime && times.endTime ? { startTime: times.startTime, endTime: times.endTime } : {};

/** The start and end time of an hourly request on one day; left empty, whole days count at the person's hours. */
export function HourlyTimes(props: { times: Times; oneDay: boolean; onChange: (t: Times) => void }) {
  // Appears inside the request form: its words load without holding up the form.
  return (
    <Suspense fallback={null}>
      <TimesFields {...props} />
    </Suspense>
  );
}

function TimesFields({ times, oneDay, onChange }: { times: Times; oneDay: boolean; onChange: (t: Times) => void }) {
  const { t } = useTranslation('schedules');
  if (!oneDay)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="hourly-hint">
        {t('hourly.hint')}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" data-testid="hourly-times">
      <TextField
        label={t('hourly.from')}
        type="time"
        name="startTime"
        value={times.startTime}
        onChange={(startTime) => onChange({ ...times, startTime })}
      />
      <TextField
        label={t('hourly.until')}
        type="time"
        name="endTime"
        value={times.endTime}
        onChange={(endTime) => onChange({ ...times, endTime })}
      />
    </SimpleGrid>
  );
}
