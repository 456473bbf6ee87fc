import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../lib/apollo';
import { i18n, useTranslation } from '../i18n';

/** What a person reads when the server sent no reason of its own (it was unreachable or failed). */
export const noAnswer = (): string => i18n.t('common:errors.noAnswer');

/**
 * A failed load: the spec's message, the server's reason when there is one (`description`, else read
 * from `error`; a failure without one says so in plain words, never a status code), and a Retry button.
 */
export function ErrorWithRetry({
  title,
  description,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  const detail = description ?? (CombinedGraphQLErrors.is(error) ? errorMessage(error, '') : error ? noAnswer() : '');
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{title}</Alert.Title>
        {detail && detail !== title && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        <RefreshCw /> {t('actions.retry')}
      </Button>
    </Alert.Root>
  );
}
