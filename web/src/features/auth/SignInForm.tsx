import { Box, Button, Field, Flex, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Building2 } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { authToaster, toaster } from '../../components/toaster';
import { useAuth } from '../../app/auth';
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

const INVALID_CREDENTIALS = 'Invalid email or password.';
const CREDENTIAL_CODES = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN']);

export function SignInForm({ initialEmail, onSwitch }: { initialEmail: string; onSwitch: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [login, { loading }] = useMutation(SignInMutation);
  const sso = useSsoConfig();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInlineError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('Unable to sign in. Please try again.');
      toaster.create({ type: 'success', title: 'Welcome back!', description: 'Signed in successfully.' });
      signIn(data.login.token, data.login.user);
    } catch (error) {
      if (
        CombinedGraphQLErrors.is(error) &&
        error.errors.some((e) => CREDENTIAL_CODES.has(String(e.extensions?.code)))
      ) {
        setInlineError(INVALID_CREDENTIALS);
        authToaster.create({ type: 'error', title: 'Login Failed', description: INVALID_CREDENTIALS });
        return;
      }
      const message = CombinedGraphQLErrors.is(error)
        ? error.errors[0]?.message || 'Unable to sign in. Please try again.'
        : 'Unable to sign in. Please try again.';
      setInlineError(message);
      authToaster.create({ type: 'error', title: 'Login Error', description: message });
    }
  };

  return (
    <>
      <form onSubmit={submit}>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Flex justify="space-between" w="full" align="baseline">
              <Field.Label>
                Password <Field.RequiredIndicator />
              </Field.Label>
              <Link
                as="button"
                type="button"
                fontSize="sm"
                colorPalette="blue"
                color="colorPalette.fg"
                onClick={() => setForgotOpen(true)}
              >
                Forgot your password?
              </Link>
            </Flex>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              placeholder="Enter your password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          {inlineError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {inlineError}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={loading} loadingText="Signing in..." disabled={loading}>
            Sign in
          </Button>
          {/* Only providers the server has set up are offered. */}
          {sso.enabled && sso.loginUrl && (
            <>
              <Flex align="center" gap="3">
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted" flexShrink="0">
                  Or sign in with
                </Text>
                <Separator flex="1" />
              </Flex>
              {/* The corporate sign-in is a top-level navigation to the server, which sends the browser on
                  to the identity provider (no fetch to another origin, so a strict CSP is fine); the
                  click binds it to this tab first. */}
              <Button asChild variant="outline">
                <a
                  href={sso.loginUrl}
                  aria-label={`Sign in with ${sso.providerName}`}
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
            Don&apos;t have an account?{' '}
            <Link
              as="button"
              type="button"
              colorPalette="blue"
              color="colorPalette.fg"
              fontWeight="semibold"
              onClick={onSwitch}
            >
              Sign up
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
