import { Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { RequestEventKind } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { OneTimeSecret } from './OneTimeSecret';
import { WEBHOOK_EVENTS, webhookFormProblem } from './integrationOptions';
import { refreshFields } from '../../../lib/cache';

const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        ...WebhooksSection_webhook
      }
    }
  }
`);

const EMPTY = { url: '', events: ['APPROVED', 'REJECTED'] as RequestEventKind[], description: '', secret: '' };

/** Register a webhook: URL, events, description and an optional secret; then the signing secret, shown once. */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-integrations');
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // The new one joins the list (shown behind the dialog with its secret).
  const [create, { loading }] = useMutation(CreateWebhookMutation, {
    update: (cache) => refreshFields(cache, 'webhooks'),
  });

  function close() {
    setForm(EMPTY);
    setProblem(null);
    setSecret(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = webhookFormProblem(form, t);
    if (found) return setProblem(found);
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            url: form.url.trim(),
            events: form.events,
            description: form.description.trim() || null,
            secret: form.secret.trim() || null,
          },
        },
      });
      if (!data) throw new Error();
      setSecret(data.createWebhook.secret);
    } catch (error) {
      setProblem(errorMessage(error, t('createWebhook.failed')));
    }
  }

  const toggleEvent = (kind: RequestEventKind, on: boolean) =>
    setForm((current) => ({
      ...current,
      events: on ? [...current.events, kind] : current.events.filter((item) => item !== kind),
    }));

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={secret ? t('createWebhook.copyTitle') : t('webhooks.add')}
      footer={
        secret ? (
          <Button onClick={close}>{t('done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" form="create-webhook" loading={loading} loadingText={t('createWebhook.adding')}>
              {t('webhooks.add')}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <OneTimeSecret label={t('createWebhook.secret')} value={secret} note={t('createWebhook.secretNote')} />
      ) : (
        <form id="create-webhook" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>
                {t('createWebhook.url')} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="url"
                type="url"
                inputMode="url"
                placeholder={t('createWebhook.urlPlaceholder')}
                value={form.url}
                onChange={(e) => setForm({ ...form, url: e.target.value })}
              />
            </Field.Root>
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                {t('createWebhook.events')}
              </Text>
              <HStack gap="4" wrap="wrap">
                {WEBHOOK_EVENTS.map((kind) => (
                  <Checkbox.Root
                    key={kind}
                    checked={form.events.includes(kind)}
                    onCheckedChange={({ checked }) => toggleEvent(kind, checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`events.${kind}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Stack>
            <Field.Root>
              <Field.Label>{t('createWebhook.description')}</Field.Label>
              <Input
                name="description"
                maxLength={500}
                placeholder={t('createWebhook.descriptionPlaceholder')}
                value={form.description}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('createWebhook.secret')}</Field.Label>
              <Input
                name="secret"
                autoComplete="off"
                value={form.secret}
                onChange={(e) => setForm({ ...form, secret: e.target.value })}
              />
              <Field.HelperText>{t('createWebhook.secretHelp')}</Field.HelperText>
            </Field.Root>
            {problem && (
              <Text color="red.fg" fontSize="sm" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </AppDialog>
  );
}
