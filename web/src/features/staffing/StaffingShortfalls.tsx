import { Alert, List, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { graphql } from '../../__generated__';
import { formatDate } from '../../lib/dates';
import { Suspense } from 'react';
import { shortfallSentence } from './staffing';
import { formatLocale, useTranslation } from '../../i18n';

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
export function StaffingShortfalls(props: { start: string; end: string }) {
  // A warning above the calendar: its words load without holding up the calendar.
  return (
    <Suspense fallback={null}>
      <Shortfalls {...props} />
    </Suspense>
  );
}

function Shortfalls({ start, end }: { start: string; end: string }) {
  const { t, i18n } = useTranslation('staffing');
  const locale = formatLocale(i18n.language);
  const { data } = useQuery(ShortfallsQuery, { variables: { start, end } });
  const shortfalls = data?.staffingShortfalls ?? [];
  if (!shortfalls.length) return null;
  return (
    <Alert.Root status="warning" mb="4" data-testid="calendar-staffing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shortfalls.title', { count: shortfalls.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="0.5">
            {shortfalls.slice(0, 8).map((s) => (
              <List.Item key={`${s.teamName}-${s.date}`}>
                {t('shortfalls.item', {
                  date: formatDate(s.date),
                  team: s.teamName,
                  sentence: shortfallSentence(s, t, locale),
                })}
              </List.Item>
            ))}
          </List.Root>
          {shortfalls.length > 8 && <Text mt="1">{t('shortfalls.more', { count: shortfalls.length - 8 })}</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
