import { Alert, List, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatDate } from '../../lib/dates';
import { shortfallSentence } from './staffing';

const ShortfallsQuery = graphql(`
  query StaffingShortfalls($start: Date!, $end: Date!) {
    staffingShortfalls(start: $start, end: $end) {
      date
      teamName
      teamSize
      present
      required
      absent {
        name
        status
      }
    }
  }
`);

/** The calendar's warning: working days in view on which a team is below the staffing minimum, and who is off. */
export function StaffingShortfalls({ start, end }: { start: string; end: string }) {
  const { data } = useQuery(ShortfallsQuery, { variables: { start, end } });
  const shortfalls = data?.staffingShortfalls ?? [];
  if (!shortfalls.length) return null;
  return (
    <Alert.Root status="warning" mb="4" data-testid="calendar-staffing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {shortfalls.length === 1 ? 'One day' : `${shortfalls.length} days`} below the staffing minimum
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="0.5">
            {shortfalls.slice(0, 8).map((s) => (
              <List.Item key={`${s.teamName}-${s.date}`}>
                {formatDate(s.date)}, {s.teamName}: {shortfallSentence(s)}
              </List.Item>
            ))}
          </List.Root>
          {shortfalls.length > 8 && <Text mt="1">…and {shortfalls.length - 8} more.</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
