import { Button, Field, HStack, Input, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { SettingsSection } from '../admin/settings/PolicyFields';

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

/** Months are whole numbers from 1 to 120 (the server checks the same). */
export function retentionError(text: string): string | null {
  const months = Number(text);
  return /^\d+$/.test(text.trim()) && months >= 1 && months <= 120 ? null : 'Enter a number of months from 1 to 120.';
}

/** The organisation's retention of leavers' personal data (administrators), saved on its own. */
export function RetentionSection() {
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
      toaster.create({ type: 'success', title: 'Data retention saved' });
    } catch (failure) {
      toaster.create({ type: 'error', title: 'Failed to save data retention', description: errorMessage(failure, '') });
    }
  };

  return (
    <SettingsSection
      id="data-retention"
      title="Data retention"
      description="Erase leavers' personal data automatically some months after their last day. Their requests and balances stay under a pseudonym."
    >
      {error && !data && <Text color="red.fg">Failed to load data retention</Text>}
      <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)} colorPalette="blue">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Erase leavers automatically</Switch.Label>
      </Switch.Root>
      {enabled && (
        <Field.Root invalid={!!shownError} maxW="xs">
          <Field.Label>Months after the last day</Field.Label>
          <Input inputMode="numeric" value={months} onChange={(event) => setMonths(event.target.value)} />
          <Field.ErrorText>{shownError}</Field.ErrorText>
        </Field.Root>
      )}
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={() => void onSave()} loading={loading} disabled={!data}>
          Save retention
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {saved === null ? 'Off: nobody is erased automatically.' : `On: ${saved} months after the last day.`}
        </Text>
      </HStack>
    </SettingsSection>
  );
}
