import { Button, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { useAuth } from '../../auth/auth';
import { toaster } from '../../components/toaster';
import { startSocket, stopSocket } from '../../lib/socket';
import { PasswordInput } from '../auth/PasswordInput';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      user {
        ...AuthProvider_viewer
      }
    }
  }
`);

const MIN_PASSWORD_LENGTH = 10;

// Messages as read: the server's words, or the profile catalogue's.
type Errors = { currentPassword?: string; newPassword?: string; form?: string };

/**
 * The profile dialog's password section: the current password and a new one. The server ends every
 * other session and API token and answers a fresh session, which replaces the stored one.
 */
export function ChangePasswordForm() {
  const { replaceSession } = useAuth();
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const { t } = useTranslation('profile');

  const close = () => {
    setOpen(false);
    setCurrentPassword('');
    setNewPassword('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!currentPassword) found.currentPassword = t('password.currentRequired');
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      found.newPassword = t('password.tooShort', { count: MIN_PASSWORD_LENGTH });
    setErrors(found);
    if (Object.keys(found).length) return;
    // The old token stops working when the change commits: close its socket first, so its end is no surprise.
    stopSocket();
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      if (!data) throw new Error('no answer');
      replaceSession(data.changePassword.token, data.changePassword.user);
      toaster.create({
        type: 'success',
        title: t('password.changed'),
        description: t('password.signedOutElsewhere'),
      });
      close();
    } catch (error) {
      void startSocket();
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const field = first?.extensions?.field;
      const message = first?.message ?? t('password.failed');
      setErrors(field === 'currentPassword' || field === 'newPassword' ? { [field]: message } : { form: message });
    }
  };

  if (!open)
    return (
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h3" size="sm">
            {t('password.heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('password.intro')}
          </Text>
        </Stack>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('password.change')}
        </Button>
      </Flex>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.change')}>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('password.change')}
        </Heading>
        <Field.Root required invalid={!!errors.currentPassword}>
          <Field.Label>{t('password.current')}</Field.Label>
          <PasswordInput
            name="current-password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <Field.ErrorText color="red.fg">{errors.currentPassword}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.newPassword}>
          <Field.Label>{t('password.new')}</Field.Label>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <Field.HelperText>{t('password.help', { count: MIN_PASSWORD_LENGTH })}</Field.HelperText>
          <Field.ErrorText color="red.fg">{errors.newPassword}</Field.ErrorText>
        </Field.Root>
        {errors.form && (
          <Text role="alert" color="red.fg" fontSize="sm">
            {errors.form}
          </Text>
        )}
        <Flex justify="flex-end" gap="3">
          <Button variant="outline" size="sm" onClick={close}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" size="sm" colorPalette="blue" loading={loading} loadingText={t('saving')}>
            {t('password.save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
