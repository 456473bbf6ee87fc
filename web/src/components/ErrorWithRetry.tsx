import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../lib/apollo';

/**
 * A failed load: the spec's message, the server's reason when there is one (`description`, else read
 * from `error`), and a Retry button.
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
  const detail = description ?? (error ? errorMessage(error, '') : '');
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
