import { Box, Button, Field, Flex, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Building2 } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { authToaster, toaster } from '../../components/toaster';
import { useAuth } from '../../auth/auth';
import { PasswordInput } from './PasswordInput';
import { ssoStartUrl, useSsoConfig } from './sso';

const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...AuthProvider_viewer
      }
    }
  }
`);

const CREDENTIAL_CODES = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN']);

export function SignInForm({ initialEmail, onSwitch }: { initialEmail: string; onSwitch: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [login, { loading }] = useMutation(SignInMutation);
  const sso = useSsoConfig();
  const { t } = useTranslation('auth');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInlineError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error(t('signIn.unable'));
      toaster.create({ type: 'success', title: t('signIn.welcomeToast'), description: t('signIn.successToast') });
      signIn(data.login.token, data.login.user);
    } catch (error) {
      if (
        CombinedGraphQLErrors.is(error) &&
        error.errors.some((e) => CREDENTIAL_CODES.has(String(e.extensions?.code)))
      ) {
        setInlineError(t('signIn.invalidCredentials'));
        authToaster.create({ type: 'error', title: t('loginFailed'), description: t('signIn.invalidCredentials') });
        return;
      }
      const message = CombinedGraphQLErrors.is(error)
        ? error.errors[0]?.message || t('signIn.unable')
        : t('signIn.unable');
      setInlineError(message);
      authToaster.create({ type: 'error', title: t('loginError'), description: message });
    }
  };

  return (
    <>
      <form onSubmit={submit}>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>
              {t('fields.email')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('signIn.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Flex justify="space-between" w="full" align="baseline">
              <Field.Label>
                {t('fields.password')} <Field.RequiredIndicator />
              </Field.Label>
              <Link
                as="button"
                type="button"
                fontSize="sm"
                colorPalette="blue"
                color="colorPalette.fg"
                onClick={() => setForgotOpen(true)}
              >
                {t('signIn.forgot')}
              </Link>
            </Flex>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              placeholder={t('signIn.passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          {inlineError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {inlineError}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="blue"
            loading={loading}
            loadingText={t('signIn.submitting')}
            disabled={loading}
          >
            {t('signIn.submit')}
          </Button>
          {/* Only providers the server has set up are offered. */}
          {sso.enabled && sso.loginUrl && (
            <>
              <Flex align="center" gap="3">
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted" flexShrink="0">
                  {t('signIn.orWith')}
                </Text>
                <Separator flex="1" />
              </Flex>
              {/* The corporate sign-in is a top-level navigation to the server, which sends the browser on
                  to the identity provider (no fetch to another origin, so a strict CSP is fine); the
                  click binds it to this tab first. */}
              <Button asChild variant="outline">
                <a
                  href={sso.loginUrl}
                  aria-label={t('signIn.withProvider', { provider: sso.providerName })}
                  onClick={(event) => {
                    event.preventDefault();
                    window.location.assign(ssoStartUrl(event.currentTarget.href));
                  }}
                >
                  <Building2 /> {sso.providerName}
                </a>
              </Button>
            </>
          )}
          <Box textAlign="center" fontSize="sm" color="fg.muted">
            {t('signIn.noAccount')}{' '}
            <Link
              as="button"
              type="button"
              colorPalette="blue"
              color="colorPalette.fg"
              fontWeight="semibold"
              onClick={onSwitch}
            >
              {t('signIn.signUp')}
            </Link>
          </Box>
        </Stack>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open email={email} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
