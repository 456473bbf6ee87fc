import { Box, Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { i18n, useTranslation } from '../i18n';

/** The status text or message of whatever went wrong, as the router's own error page shows it. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: number; statusText?: string; message?: string };
    if (statusText) return status ? `${status} ${statusText}` : statusText;
    if (message) return message;
  }
  return typeof error === 'string' && error ? error : i18n.t('common:errors.unknown');
}

/**
 * The router's error page (spec §8): 'Unexpected Application Error!' with the status text or message,
 * and a way back to the dashboard. `onReset` clears a caught render error before navigating away.
 */
export function ErrorPage({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <VStack gap="4" py="16" px="4" textAlign="center" data-testid="error-page">
      <Icon boxSize="10" color="fg.error">
        <TriangleAlert />
      </Icon>
      <Heading as="h1" size="2xl">
        {t('errors.title')}
      </Heading>
      <Heading as="h2" size="md" color="fg.muted" fontWeight="medium" overflowWrap="anywhere">
        {errorText(error)}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {t('errors.explanation')}
      </Text>
      <Box display="flex" gap="2" flexWrap="wrap" justifyContent="center">
        <Button
          colorPalette="blue"
          onClick={() => {
            onReset?.();
            navigate('/dashboard');
          }}
        >
          {t('actions.backToDashboard')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </Box>
    </VStack>
  );
}

/** Unknown paths: a 404 in the router's error page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ErrorPage
      error={{
        status: 404,
        statusText: t('errors.notFound'),
        message: t('errors.noPageAt', { path: location.pathname }),
      }}
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

/** Catches render errors below it and shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; key?: string }> {
  state: { error: unknown; key?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key?: string }) {
    if (state.error && props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return { key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorPage error={this.state.error} onReset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
