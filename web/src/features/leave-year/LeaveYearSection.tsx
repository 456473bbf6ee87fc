import { Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Suspense, useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { SettingsSection } from '../admin/settings/PolicyFields';
import { Trans, formatLocale, useTranslation } from '../../i18n';
import { dateTimeFormat } from '../../i18n/intl';

/** The twelve months' names in the locale, January first. */
export const monthNames = (locale: string): string[] => {
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
};

const LeaveYearQuery = graphql(`
  query LeaveYearSetting {
    leaveYear {
      label
      startMonth
      start
      end
    }
  }
`);

const ChangeLeaveYearMutation = graphql(`
  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {
    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {
      applied
      startMonth
      moveCount
      negativeCount
    }
  }
`);

/**
 * The month the leave year starts in. Changing it moves every balance into the new leave years, so it
 * is previewed (a dry run) before it is applied, and saved on its own rather than with the policy form.
 */
export function LeaveYearSection() {
  // One section of the settings page: its words load without holding up the others.
  return (
    <Suspense fallback={null}>
      <LeaveYear />
    </Suspense>
  );
}

function LeaveYear() {
  const { t, i18n } = useTranslation('leave-year');
  const MONTHS = useMemo(() => monthNames(formatLocale(i18n.language)), [i18n.language]);
  const { data, error } = useQuery(LeaveYearQuery);
  const [month, setMonth] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ moveCount: number; negativeCount: number } | null>(null);
  const [change, { loading }] = useMutation(ChangeLeaveYearMutation);
  const current = data?.leaveYear.startMonth ?? 1;
  const chosen = month ?? current;

  const run = async (dryRun: boolean) => {
    try {
      // Applied, every balance's year and label change with it: every screen shown asks again, once (a
      // second refetch of the same query beside it would abort one of the two), before the toast says so.
      const result = await change({
        variables: { startMonth: chosen, dryRun },
        refetchQueries: dryRun ? [] : 'active',
        awaitRefetchQueries: true,
      });
      const answer = result.data!.changeLeaveYearStart;
      if (dryRun) setPreview(answer);
      else {
        setPreview(null);
        setMonth(null);
        toaster.create({ type: 'success', title: t('changed', { month: MONTHS[answer.startMonth - 1] }) });
      }
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: t('changeFailed'),
        description: errorMessage(failure, ''),
      });
    }
  };

  return (
    <SettingsSection id="leave-year" title={t('title')} description={t('description')}>
      {error && !data && <Text color="red.fg">{t('loadFailed')}</Text>}
      <Stack gap="3">
        {data && (
          <Text fontSize="sm" data-testid="leave-year-current">
            <Trans
              t={t}
              i18nKey="current"
              values={{ label: data.leaveYear.label, start: data.leaveYear.start, end: data.leaveYear.end }}
              components={{ strong: <strong /> }}
            />
          </Text>
        )}
        <Field.Root>
          <Field.Label>{t('startsIn')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="leaveYearStartMonth"
              value={String(chosen)}
              onChange={(e) => {
                setMonth(Number(e.target.value));
                setPreview(null);
              }}
            >
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {preview && (
          <Text fontSize="sm" role="status">
            {preview.negativeCount > 0
              ? t('preview.negative', { moves: preview.moveCount, negative: preview.negativeCount })
              : t('preview.fine', { moves: preview.moveCount })}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={chosen === current}
            loading={loading}
            loadingText={t('working')}
            onClick={() => void run(true)}
          >
            {t('preview.button')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={chosen === current || !preview || preview.negativeCount > 0}
            loading={loading}
            loadingText={t('working')}
            onClick={() => void run(false)}
          >
            {t('change')}
          </Button>
        </Flex>
      </Stack>
    </SettingsSection>
  );
}
