import { Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useAuth, useViewer } from '../../auth/auth';
import { toaster } from '../../components/toaster';
import { browserLanguage, i18n, setLanguage, supportedLanguage, useTranslation } from '../../i18n';
import { errorMessage } from '../../lib/apollo';
import { LanguageSelect } from './LanguageSelect';

const UpdateLanguageMutation = graphql(`
  mutation UpdateProfileLanguage($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...AuthProvider_viewer
    }
  }
`);

/**
 * The profile's language: saved at once (other devices, emails and pushes follow it) and applied to this
 * screen at once. "Automatic" clears it, and the browser's language applies.
 */
export function ProfileLanguage() {
  const viewer = useViewer();
  const { updateUser } = useAuth();
  const { t } = useTranslation('profile');
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UpdateLanguageMutation);
  const stored = supportedLanguage(viewer.language) ?? '';

  const choose = async (value: string) => {
    const language = supportedLanguage(value);
    setSaving(true);
    try {
      const { data } = await update({ variables: { input: { language } } });
      if (data) updateUser(data.updateProfile);
      await setLanguage(language ?? browserLanguage());
      // Said in the language just chosen (this render's `t` still speaks the previous one).
      toaster.create({ type: 'success', title: i18n.t('language.saved', { ns: 'profile' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: t('language.saveFailed'), description: errorMessage(error, '') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Field.Root disabled={saving}>
      <Field.Label>{t('language.label')}</Field.Label>
      <LanguageSelect
        value={stored}
        automaticLabel={t('language.automatic')}
        onChange={(value) => void choose(value)}
      />
      <Field.HelperText>{t('language.help')}</Field.HelperText>
    </Field.Root>
  );
}
