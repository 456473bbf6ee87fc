import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { useAuth } from '../../auth/auth';
import { authToaster, toaster } from '../../components/toaster';
import { apiUrl } from '../../lib/apiBase';
import { UNEXPECTED, ssoErrorToast } from './ssoMessages';

export const SsoConfigQuery = graphql(`
  query SsoConfig {
    ssoConfig {
      enabled
      providerName
      loginPath
    }
  }
`);

const CompleteSsoLoginMutation = graphql(`
  mutation CompleteSsoLogin($code: String!, $binding: String!) {
    completeSsoLogin(code: $code, binding: $binding) {
      token
      user {
        firstName
        ...AuthProvider_viewer
      }
    }
  }
`);

/** The sign-in page's single sign-on: whether it is offered, and where the browser goes to start it. */
export function useSsoConfig() {
  const { data, loading } = useQuery(SsoConfigQuery, { fetchPolicy: 'cache-first' });
  const config = data?.ssoConfig;
  return {
    loading,
    enabled: Boolean(config?.enabled && config.loginPath),
    providerName: config?.providerName ?? 'SSO',
    loginUrl: config?.loginPath ? apiUrl(config.loginPath) : null,
  };
}

/** Where this tab keeps the secret its sign-in was started with, until it comes back. */
const BINDING_KEY = 'leavewise.sso-binding';

/**
 * The address that starts a browser sign-in, bound to this tab: a random secret goes to the server
 * with the start and stays in this tab's session storage; the one-time code the sign-in comes back
 * with is redeemed only together with it, so a code someone passes to another browser is useless.
 */
export function ssoStartUrl(loginUrl: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const binding = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  sessionStorage.setItem(BINDING_KEY, binding);
  const url = new URL(loginUrl, window.location.href);
  url.searchParams.set('binding', binding);
  return url.toString();
}

/** The callback's answer, read once from the address and removed from it (and from the history). */
function takeSsoReturn(): { code: string | null; error: string | null } {
  const url = new URL(window.location.href);
  const result = { code: url.searchParams.get('sso'), error: url.searchParams.get('sso_error') };
  if (result.code || result.error) {
    url.searchParams.delete('sso');
    url.searchParams.delete('sso_error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return result;
}

/** One-time codes already sent (React runs effects twice in development; a code works once). */
const redeemed = new Set<string>();

/**
 * Finishes a browser sign-in on return from the identity provider: the one-time code becomes a session
 * ('{provider} Login Successful!' / 'Welcome back, {firstName}!'), an error becomes the spec's toast.
 * Returns whether a sign-in is being completed (the page shows a loading state meanwhile).
 */
export function useSsoReturn(): { returning: boolean; completing: boolean } {
  // Before the address is read: a render that waits for the words is thrown away, and with it what it read.
  const { t } = useTranslation('auth');
  const [ssoReturn] = useState(takeSsoReturn);
  const [completing, setCompleting] = useState(Boolean(ssoReturn.code));
  const { signIn } = useAuth();
  const { loading, providerName } = useSsoConfig();
  const [complete] = useMutation(CompleteSsoLoginMutation);

  useEffect(() => {
    if (loading) return;
    if (ssoReturn.error) {
      const toast = ssoErrorToast(ssoReturn.error);
      authToaster.create({
        id: `sso-${ssoReturn.error}`,
        type: 'error',
        title: t(toast.title, { provider: providerName }),
        description: t(toast.description),
      });
      return;
    }
    const code = ssoReturn.code;
    if (!code || redeemed.has(code)) return;
    redeemed.add(code);
    const binding = sessionStorage.getItem(BINDING_KEY) ?? '';
    sessionStorage.removeItem(BINDING_KEY);
    complete({ variables: { code, binding } })
      .then(({ data }) => {
        if (!data) throw new Error('no session');
        const { token, user } = data.completeSsoLogin;
        toaster.create({
          type: 'success',
          title: t('sso.loginSucceeded', { provider: providerName }),
          description: t('sso.welcomeBack', { name: user.firstName }),
        });
        signIn(token, user);
      })
      .catch((error: unknown) => {
        const refusal = CombinedGraphQLErrors.is(error)
          ? error.errors.find((e) => e.extensions?.code === 'UNAUTHENTICATED')
          : undefined;
        authToaster.create({
          type: 'error',
          title: t(refusal ? 'sso.loginFailed' : 'sso.loginError', { provider: providerName }),
          description: refusal?.message ?? t(UNEXPECTED),
        });
        setCompleting(false);
      });
  }, [loading, providerName, ssoReturn, complete, signIn, t]);

  return { returning: Boolean(ssoReturn.code || ssoReturn.error), completing };
}
