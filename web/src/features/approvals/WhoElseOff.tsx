import { Box, Text } from '@chakra-ui/react';
import { formatDateRange } from '../../lib/dates';
import { Trans, useTranslation } from '../../i18n';

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
  const { t } = useTranslation('approvals');
  if (!others) return null;
  return (
    <Box data-testid="who-else-off" fontSize="sm">
      {others.length === 0 ? (
        <Text color="fg.muted">{t('othersOff.none')}</Text>
      ) : (
        <>
          <Text fontWeight="medium">{t('othersOff.title')}</Text>
          <Box as="ul" ps="4" listStyleType="disc">
            {others.map((other) => (
              <li key={`${other.person.id}-${other.startDate}`} data-testid="off-alongside">
                <Trans
                  t={t}
                  i18nKey="othersOff.entry"
                  values={{
                    name: other.person.fullName,
                    status: other.status,
                    dates: formatDateRange(other.startDate, other.endDate),
                  }}
                  components={{ nowrap: <Text as="span" whiteSpace="nowrap" /> }}
                />
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
