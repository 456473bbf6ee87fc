import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../lib/apollo';

/** What a person reads when the server sent no reason of its own (it was unreachable or failed). */
export const NO_ANSWER = 'The server did not answer as expected. Nothing was changed; try again in a moment.';

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
  const detail = description ?? (CombinedGraphQLErrors.is(error) ? errorMessage(error, '') : error ? NO_ANSWER : '');
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{title}</Alert.Title>
        {detail && detail !== title && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        <RefreshCw /> Retry
      </Button>
    </Alert.Root>
  );
}
