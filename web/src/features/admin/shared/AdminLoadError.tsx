import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { errorMessage } from '../../../lib/apollo';

/** A failed load: the spec's title, the server's explanation when it gave one, and Retry. */
export function AdminLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const detail = errorMessage(error, '');
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48" flex="1">
        <Alert.Title>{title}</Alert.Title>
        {detail && detail !== title && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw /> Retry
      </Button>
    </Alert.Root>
  );
}
