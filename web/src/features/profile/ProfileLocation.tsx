import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

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

const dayName = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();

/** Where the person works (set by an administrator): what their leave counts and what "today" is for them. */
export function ProfileLocation() {
  const location = useQuery(ProfileLocationQuery).data?.viewer?.location;
  if (!location) return null;
  return (
    <Stack gap="0" data-testid="profile-location">
      <Text fontSize="sm" fontWeight="medium">
        Location
      </Text>
      <Text fontSize="sm">
        {location.name} · {location.timeZone.replace(/_/g, ' ')} (today is {location.today})
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Weekend: {location.weekendDays.length ? location.weekendDays.map(dayName).join(', ') : 'none'}. Your
        administrator sets your location.
      </Text>
    </Stack>
  );
}
