import { Box, Text } from '@chakra-ui/react';
import { formatDateRange } from '../../lib/dates';
import type { OffAlongside } from './whoElseOff';

interface Props {
  /** Who else is off on the request's days; null while unknown (nothing is claimed then). */
  others: OffAlongside[] | null | undefined;
  /** Where they are counted from: the requester's department, when known. */
  team: string | null | undefined;
}

/** On an approval card: who else in the requester's team is off on those days, approved or pending. */
export function WhoElseOff({ others, team }: Props) {
  if (!others) return null;
  const where = team ? ` in ${team}` : '';
  return (
    <Box data-testid="who-else-off" fontSize="sm">
      {others.length === 0 ? (
        <Text color="fg.muted">No one else{where} is off these days.</Text>
      ) : (
        <>
          <Text fontWeight="medium">Also off{where} these days:</Text>
          <Box as="ul" ps="4" listStyleType="disc">
            {others.map((other) => (
              <li key={`${other.name}-${other.startDate}`} data-testid="off-alongside">
                {other.name} ({other.status === 'APPROVED' ? 'approved' : 'pending'},{' '}
                <Text as="span" whiteSpace="nowrap">
                  {formatDateRange(other.startDate, other.endDate)}
                </Text>
                )
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
