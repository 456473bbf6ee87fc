import { Alert, List, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDate } from '../../lib/dates';
import { shortfallSentence } from './staffing';

export const StaffingWarning_check = graphql(`
  fragment StaffingWarning_check on StaffingCheck {
    hardBlock
    shortfalls {
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

interface Props {
  check: FragmentType<typeof StaffingWarning_check> | null | undefined;
  /** Whose absence the check is about: "you" in the form, the requester's name on an approval card. */
  subject: string;
}

/**
 * Warns that leave on some days would leave a team below the policy's staffing minimum, naming who
 * else is off; red when the policy makes it a hard block.
 */
export function StaffingWarning({ subject, ...props }: Props) {
  const check = getFragmentData(StaffingWarning_check, props.check);
  if (!check?.shortfalls.length) return null;
  const [first] = check.shortfalls;
  return (
    <Alert.Root status={check.hardBlock ? 'error' : 'warning'} size="sm" data-testid="staffing-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {check.hardBlock ? 'Too few people would be present: this cannot be approved' : 'Short-staffed'} (
          {first.teamName})
        </Alert.Title>
        <Alert.Description>
          <Text mb="1">
            With {subject} off, fewer than the minimum of {first.teamName} would be present on{' '}
            {check.shortfalls.length === 1 ? '1 working day' : `${check.shortfalls.length} working days`}.
          </Text>
          <List.Root ps="4" gap="0.5">
            {check.shortfalls.slice(0, 5).map((shortfall) => (
              <List.Item key={`${shortfall.teamName}-${shortfall.date}`}>
                {formatDate(shortfall.date)}: {shortfallSentence(shortfall)}
              </List.Item>
            ))}
          </List.Root>
          {check.shortfalls.length > 5 && <Text mt="1">…and {check.shortfalls.length - 5} more days.</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
