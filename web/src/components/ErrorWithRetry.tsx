import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

/** A failed load: the spec's message, the server's reason when there is one, and a Retry button. */
export function ErrorWithRetry({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{title}</Alert.Title>
        {description && description !== title && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        <RefreshCw /> Retry
      </Button>
    </Alert.Root>
  );
}
