import { Alert, Button, Field, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { PasswordInput } from '../../auth/PasswordInput';
import { useTranslation } from '../../../i18n';
import type { Translate } from '../shared/translate';
import { MIN_PASSWORD_LENGTH, passwordError } from './userForm';

const SetUserPasswordMutation = graphql(`
  mutation AdminSetUserPassword($userId: ID!, $password: String!) {
    setUserPassword(userId: $userId, password: $password) {
      id
    }
  }
`);

interface Errors {
  password?: string;
  confirmation?: string;
}

export function validateNewPassword(password: string, confirmation: string, t: Translate): Errors {
  const errors: Errors = {};
  const wrong = passwordError(password, t);
  if (wrong) errors.password = wrong;
  if (password && confirmation !== password) errors.confirmation = t('setPassword.mismatch');
  return errors;
}

/**
 * An administrator sets a new password for someone who cannot sign in: their sessions and API tokens
 * are revoked and they are told by email (the server's `setUserPassword`).
 */
export function SetPasswordDialog({ user, onClose }: { user: { id: string; fullName: string }; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setUserPassword, { loading }] = useMutation(SetUserPasswordMutation);
  const { t } = useTranslation('admin-users');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation, t);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    try {
      await setUserPassword({ variables: { userId: user.id, password } });
      toaster.create({
        type: 'success',
        title: t('setPassword.done'),
        description: t('setPassword.doneDetail', { name: user.fullName }),
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('setPassword.failed'));
      setRefusal(message);
      toaster.create({ type: 'error', title: t('setPassword.failed'), description: message });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('setPassword.title', { name: user.fullName })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="red" type="submit" form="set-password-form" loading={loading} loadingText={t('saving')}>
            {t('setPassword.submit')}
          </Button>
        </>
      }
    >
      <form
        id="set-password-form"
        onSubmit={submit}
        noValidate
        aria-label={t('setPassword.title', { name: user.fullName })}
      >
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('setPassword.explanation', { name: user.fullName })}
          </Text>
          <Field.Root required invalid={!!errors.password}>
            <Field.Label>
              {t('setPassword.newPassword')} <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errors.password ? (
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('setPassword.help', { min: MIN_PASSWORD_LENGTH })}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={!!errors.confirmation}>
            <Field.Label>
              {t('setPassword.repeat')} <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="confirm-password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
            <Field.ErrorText>{errors.confirmation}</Field.ErrorText>
          </Field.Root>
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
