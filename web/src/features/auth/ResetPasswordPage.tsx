import { Box, Button, Card, Field, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useAuth } from '../../auth/auth';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { PasswordInput } from './PasswordInput';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      token
      user {
        ...AuthProvider_viewer
      }
    }
  }
`);

export const MIN_PASSWORD_LENGTH = 10;

/** The token travels in the link's fragment (never sent to a server); it is read once and removed from the address bar. */
function takeTokenFromLocation(): string {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/** /reset-password: the page a reset link opens. Sets a new password and signs the person in. */
export default function ResetPasswordPage() {
  // Before the token is taken from the address: a render that waits for the words is thrown away.
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [token] = useState(takeTokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('reset.tooShort', { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    if (password !== confirmation) {
      setError(t('reset.mismatch'));
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      if (!data) throw new Error('no answer');
      signIn(data.resetPassword.token, data.resetPassword.user);
      toaster.create({ type: 'success', title: t('reset.doneTitle'), description: t('reset.doneDescription') });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('reset.failed')));
    }
  };

  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" p="4" bg="bg">
      <Card.Root w="full" maxW="md" variant="elevated">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('reset.title')}
          </Heading>
          <Card.Description>{t('reset.description', { count: MIN_PASSWORD_LENGTH })}</Card.Description>
        </Card.Header>
        <Card.Body>
          {token ? (
            <form onSubmit={submit} noValidate>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>{t('reset.newPassword')}</Field.Label>
                  <PasswordInput
                    name="new-password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('reset.confirmPassword')}</Field.Label>
                  <PasswordInput
                    name="confirm-password"
                    autoComplete="new-password"
                    value={confirmation}
                    onChange={(event) => setConfirmation(event.target.value)}
                  />
                </Field.Root>
                {error && (
                  <Text role="alert" color="red.fg" fontSize="sm">
                    {error}
                  </Text>
                )}
                <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('reset.saving')}>
                  {t('reset.submit')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Text role="alert" color="red.fg">
              {t('reset.incomplete')}
            </Text>
          )}
          <Box mt="4" textAlign="center" fontSize="sm">
            <Link asChild colorPalette="blue" color="colorPalette.fg">
              <RouterLink to="/login">{t('reset.back')}</RouterLink>
            </Link>
          </Box>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
