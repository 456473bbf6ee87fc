import { Alert, Button, Clipboard, Input, Stack } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '../../../i18n';

/** A secret shown once (a new API token or webhook secret), with a copy button. */
export function OneTimeSecret({ label, value, note }: { label: string; value: string; note: string }) {
  const { t } = useTranslation('admin-integrations');
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{note}</Alert.Title>
      </Alert.Root>
      <Clipboard.Root value={value}>
        <Clipboard.Label fontSize="sm" fontWeight="medium" mb="1.5" display="block">
          {label}
        </Clipboard.Label>
        <Clipboard.Control display="flex" gap="2">
          <Clipboard.Input asChild>
            <Input size="sm" fontFamily="mono" readOnly data-testid="one-time-secret" />
          </Clipboard.Input>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline" flexShrink="0">
              <Clipboard.Indicator copied={<Check />}>
                <Copy />
              </Clipboard.Indicator>
              <Clipboard.Indicator copied={t('secret.copied')}>{t('secret.copy')}</Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Control>
      </Clipboard.Root>
    </Stack>
  );
}
