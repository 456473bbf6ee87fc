import { Button, Field, HStack, Input, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Suspense, useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { SettingsSection } from '../admin/settings/PolicyFields';
import { useTranslation } from '../../i18n';

const PrivacySettingsQuery = graphql(`
  query PrivacySettings {
    privacySettings {
      retentionMonths
      updatedAt
    }
  }
`);

const UpdatePrivacySettingsMutation = graphql(`
  mutation UpdatePrivacySettings($retentionMonths: Int) {
    updatePrivacySettings(retentionMonths: $retentionMonths) {
      retentionMonths
      updatedAt
    }
  }
`);

/** Months are whole numbers from 1 to 120 (the server checks the same); the problem's key in the privacy catalogue. */
export function retentionError(text: string): 'retention.monthsError' | null {
  const months = Number(text);
  return /^\d+$/.test(text.trim()) && months >= 1 && months <= 120 ? null : 'retention.monthsError';
}

/** The organisation's retention of leavers' personal data (administrators), saved on its own. */
export function RetentionSection() {
  // One section of the settings page: its words load without holding up the others.
  return (
    <Suspense fallback={null}>
      <Retention />
    </Suspense>
  );
}

function Retention() {
  const { t } = useTranslation('privacy');
  const { data, error } = useQuery(PrivacySettingsQuery);
  // The settings have no id to be matched by: the saved answer is written over the query's.
  const [save, { loading }] = useMutation(UpdatePrivacySettingsMutation, {
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({ query: PrivacySettingsQuery, data: { privacySettings: saved.updatePrivacySettings } });
    },
  });
  const saved = data?.privacySettings.retentionMonths ?? null;
  const [enabled, setEnabled] = useState(false);
  const [months, setMonths] = useState('24');
  const [shownError, setShownError] = useState<string | null>(null);

  useEffect(() => {
    setEnabled(saved !== null);
    if (saved !== null) setMonths(String(saved));
  }, [saved]);

  const onSave = async () => {
    const problem = enabled ? retentionError(months) : null;
    setShownError(problem);
    if (problem) return;
    try {
      await save({ variables: { retentionMonths: enabled ? Number(months) : null } });
      toaster.create({ type: 'success', title: t('retention.saved') });
    } catch (failure) {
      toaster.create({ type: 'error', title: t('retention.saveFailed'), description: errorMessage(failure, '') });
    }
  };

  return (
    <SettingsSection id="data-retention" title={t('retention.title')} description={t('retention.description')}>
      {error && !data && <Text color="red.fg">{t('retention.loadFailed')}</Text>}
      <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)} colorPalette="blue">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('retention.auto')}</Switch.Label>
      </Switch.Root>
      {enabled && (
        <Field.Root invalid={!!shownError} maxW="xs">
          <Field.Label>{t('retention.months')}</Field.Label>
          <Input inputMode="numeric" value={months} onChange={(event) => setMonths(event.target.value)} />
          <Field.ErrorText>{shownError && t(shownError)}</Field.ErrorText>
        </Field.Root>
      )}
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={() => void onSave()} loading={loading} disabled={!data}>
          {t('retention.save')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {saved === null ? t('retention.off') : t('retention.on', { months: saved })}
        </Text>
      </HStack>
    </SettingsSection>
  );
}
