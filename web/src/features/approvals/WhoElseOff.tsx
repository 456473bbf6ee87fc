import { Box, Text } from '@chakra-ui/react';
import { formatDateRange } from '../../lib/dates';

/** Someone else's leave on a request's days, as the server lists it (`LeaveRequest.othersOff`). */
export interface OffAlongside {
  person: { id: string; fullName: string };
  status: string;
  startDate: string;
  endDate: string;
}

/**
 * On an approval card: who else in the requester's team (same team or same manager) is off or asked to
 * be on those days, approved or pending. Nothing while it is not known (null).
 */
export function WhoElseOff({ others }: { others: readonly OffAlongside[] | null | undefined }) {
  if (!others) return null;
  return (
    <Box data-testid="who-else-off" fontSize="sm">
      {others.length === 0 ? (
        <Text color="fg.muted">No one else in the team is off these days.</Text>
      ) : (
        <>
          <Text fontWeight="medium">Also off in the team these days:</Text>
          <Box as="ul" ps="4" listStyleType="disc">
            {others.map((other) => (
              <li key={`${other.person.id}-${other.startDate}`} data-testid="off-alongside">
                {other.person.fullName} ({other.status === 'APPROVED' ? 'approved' : 'pending'},{' '}
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
