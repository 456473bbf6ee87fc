import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { graphql } from '../../__generated__';
import { Suspense } from 'react';
import { describeShare, describeWeek } from './scheduleLabels';
import { formatLocale, useTranslation } from '../../i18n';

const ProfileScheduleQuery = graphql(`
  query ProfileSchedule {
    viewer {
      id
      workSchedule {
        id
        effectiveFrom
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
    }
  }
`);

/** The person's working schedule today (set by HR): which days their leave counts and their FTE. */
export function ProfileSchedule() {
  // Part of the profile dialog: its words load without holding up the dialog.
  return (
    <Suspense fallback={null}>
      <Schedule />
    </Suspense>
  );
}

function Schedule() {
  const { t, i18n } = useTranslation('schedules');
  const locale = formatLocale(i18n.language);
  const { data } = useQuery(ProfileScheduleQuery);
  if (!data?.viewer) return null;
  const schedule = data.viewer.workSchedule;
  return (
    <Stack gap="0" data-testid="profile-schedule">
      <Text fontSize="sm" fontWeight="medium">
        {t('title')}
      </Text>
      {schedule ? (
        <>
          <Text fontSize="sm">{describeWeek(schedule.hours, t, locale)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('profile.since', {
              share: describeShare(schedule.weeklyHours, schedule.fte, t),
              date: schedule.effectiveFrom,
            })}
          </Text>
        </>
      ) : (
        <Text fontSize="sm">{t('profile.fullTime')}</Text>
      )}
    </Stack>
  );
}
