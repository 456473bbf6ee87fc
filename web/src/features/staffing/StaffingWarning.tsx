import { Alert, List, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDate } from '../../lib/dates';
import { Suspense } from 'react';
import { shortfallSentence } from './staffing';
import { formatLocale, useTranslation } from '../../i18n';

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
export function StaffingWarning(props: Props) {
  // Inside the request form and approval cards: its words load without holding them up.
  return (
    <Suspense fallback={null}>
      <Warning {...props} />
    </Suspense>
  );
}

function Warning({ subject, ...props }: Props) {
  const { t, i18n } = useTranslation('staffing');
  const locale = formatLocale(i18n.language);
  const check = getFragmentData(StaffingWarning_check, props.check);
  if (!check?.shortfalls.length) return null;
  const [first] = check.shortfalls;
  return (
    <Alert.Root status={check.hardBlock ? 'error' : 'warning'} size="sm" data-testid="staffing-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {check.hardBlock
            ? t('warning.hardBlock', { team: first.teamName })
            : t('warning.short', { team: first.teamName })}
        </Alert.Title>
        <Alert.Description>
          <Text mb="1">{t('warning.body', { subject, team: first.teamName, count: check.shortfalls.length })}</Text>
          <List.Root ps="4" gap="0.5">
            {check.shortfalls.slice(0, 5).map((shortfall) => (
              <List.Item key={`${shortfall.teamName}-${shortfall.date}`}>
                {t('warning.item', {
                  date: formatDate(shortfall.date),
                  sentence: shortfallSentence(shortfall, t, locale),
                })}
              </List.Item>
            ))}
          </List.Root>
          {check.shortfalls.length > 5 && (
            <Text mt="1">{t('warning.more', { count: check.shortfalls.length - 5 })}</Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
