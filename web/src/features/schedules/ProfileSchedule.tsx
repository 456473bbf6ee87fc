import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { describeShare, describeWeek } from './scheduleLabels';

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
  const { data } = useQuery(ProfileScheduleQuery);
  if (!data?.viewer) return null;
  const schedule = data.viewer.workSchedule;
  return (
    <Stack gap="0" data-testid="profile-schedule">
      <Text fontSize="sm" fontWeight="medium">
        Working schedule
      </Text>
      {schedule ? (
        <>
          <Text fontSize="sm">{describeWeek(schedule.hours)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {describeShare(schedule.weeklyHours, schedule.fte)}, since {schedule.effectiveFrom}. HR sets your schedule.
          </Text>
        </>
      ) : (
        <Text fontSize="sm">Full time on your location&apos;s working days.</Text>
      )}
    </Stack>
  );
}
