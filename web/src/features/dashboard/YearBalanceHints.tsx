import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { balanceHint, formatDays } from '../../lib/dates';
import { useTranslation } from '../../i18n';
import { formatAmount } from './amounts';

export const YearBalanceHints_charge = graphql(`
  fragment YearBalanceHints_charge on YearCharge {
    year
    days
    balance {
      id
      year
      unit
      totalDays
      accruedDays
      usedDays
      availableDays
      availableNowDays
    }
  }
`);

interface Props {
  charges: FragmentType<typeof YearBalanceHints_charge>[];
  /** "you" in the form; the requester's first name on an approval card. */
  subject?: 'you' | string;
  /**
   * Whether the request is already among the balance's pending days (a submitted request on an
   * approval card): its own days are added back before judging it, and the balance after approval shown.
   */
  submitted?: boolean;
}

/** Between the figures of a line. */
const SEPARATOR = ' · ';

/**
 * The balance of each year a request falls in: days charged to it, what has accrued so far and what
 * the year's allowance is by its end, with the spec's balance hint per year (against what can be
 * taken now).
 */
export function YearBalanceHints({ subject = 'you', submitted = false, ...props }: Props) {
  const { t } = useTranslation('dashboard');
  const charges = getFragmentData(YearBalanceHints_charge, props.charges);
  if (!charges.length) return null;
  return (
    <Stack gap="2" data-testid="year-balances">
      {charges.map((charge) => {
        const balance = charge.balance;
        const own = submitted ? charge.days : 0;
        const available = balance ? Math.min(balance.availableDays, balance.availableNowDays) + own : null;
        const hint =
          available === null ? null : balanceHint(charge.days, available, subject === 'you' ? undefined : subject);
        // What stays of the year's allowance once these days are taken (other pending requests aside).
        const after = balance && submitted ? balance.totalDays - balance.usedDays - charge.days : null;
        // A type counted in hours says h after each figure.
        const hours = balance?.unit === 'HOURS';
        const figure = (value: number) => (hours ? formatAmount(value, 'HOURS') : formatDays(value));
        return (
          <Box key={charge.year} data-testid={`year-balance-${charge.year}`}>
            <Text fontSize="sm">
              <strong>{charge.year}</strong>: {formatAmount(charge.days, balance?.unit)}
              {balance
                ? ` · ${t('years.figures', {
                    accrued: figure(balance.accruedDays),
                    total: figure(balance.totalDays),
                    now: figure(balance.availableNowDays),
                  })}`
                : ''}
              {after !== null && (
                <>
                  {SEPARATOR}
                  <strong data-testid="balance-after">
                    {t('years.left', { amount: formatAmount(after, hours ? 'HOURS' : 'DAYS') })}
                  </strong>
                </>
              )}
            </Text>
            {hint && (
              <Alert.Root status={hint.status} size="sm" mt="1" data-testid="balance-hint">
                <Alert.Indicator />
                <Alert.Title>{hint.message}</Alert.Title>
              </Alert.Root>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
