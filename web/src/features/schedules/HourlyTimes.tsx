import { SimpleGrid, Text } from '@chakra-ui/react';
import { TextField } from '../../components/TextField';

export interface Times {
  startTime: string;
  endTime: string;
}

export const NO_TIMES: Times = { startTime: '', endTime: '' };

/** Both times, when given on a one-day request: what an hourly request sends (else whole days at the person's hours). */
export const timesToSend = (times: Times, oneDay: boolean): Partial<Times> =>
  oneDay && times.startTime && times.endTime ? { startTime: times.startTime, endTime: times.endTime } : {};

/** The start and end time of an hourly request on one day; left empty, whole days count at the person's hours. */
export function HourlyTimes({
  times,
  oneDay,
  onChange,
}: {
  times: Times;
  oneDay: boolean;
  onChange: (t: Times) => void;
}) {
  if (!oneDay)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="hourly-hint">
        Counted in hours: each day costs the hours you work that day. Choose one day to give a start and end time.
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" data-testid="hourly-times">
      <TextField
        label="From"
        type="time"
        name="startTime"
        value={times.startTime}
        onChange={(startTime) => onChange({ ...times, startTime })}
      />
      <TextField
        label="Until"
        type="time"
        name="endTime"
        value={times.endTime}
        onChange={(endTime) => onChange({ ...times, endTime })}
      />
    </SimpleGrid>
  );
}
