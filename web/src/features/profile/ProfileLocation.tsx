import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { graphql } from '../../__generated__';
import { formatLocale, useTranslation, weekdays } from '../../i18n';
import { dateTimeFormat } from '../../i18n/intl';

const ProfileLocationQuery = graphql(`
  query ProfileLocation {
    viewer {
      id
      location {
        id
        name
        timeZone
        weekendDays
        today
      }
    }
  }
`);

const ISO_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** Weekday names (MONDAY …) in the screen's language, in the order of its week. */
function dayNames(days: readonly string[]): string {
  const wanted = new Set(days.map((day) => ISO_DAYS.indexOf(day) + 1));
  return weekdays('long')
    .filter((day) => wanted.has(day.iso))
    .map((day) => day.name)
    .join(', ');
}

/** The location's today (YYYY-MM-DD) as a date in the screen's language. */
const formatToday = (iso: string) =>
  dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Where the person works (set by an administrator): what their leave counts and what "today" is for them. */
export function ProfileLocation() {
  const location = useQuery(ProfileLocationQuery).data?.viewer?.location;
  const { t } = useTranslation('profile');
  if (!location) return null;
  return (
    <Stack gap="0" data-testid="profile-location">
      <Text fontSize="sm" fontWeight="medium">
        {t('location.label')}
      </Text>
      <Text fontSize="sm">
        {t('location.summary', {
          name: location.name,
          timeZone: location.timeZone.replace(/_/g, ' '),
          today: formatToday(location.today),
        })}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {location.weekendDays.length
          ? t('location.weekend', { days: dayNames(location.weekendDays) })
          : t('location.noWeekend')}
      </Text>
    </Stack>
  );
}
