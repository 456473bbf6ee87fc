import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { ChevronDown, ChevronUp, Plus, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { WebhooksSection_WebhookFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { WebhookDeliveries } from './WebhookDeliveries';
import { forget } from '../../../lib/cache';

export const WebhooksSection_webhook = graphql(`
  fragment WebhooksSection_webhook on Webhook {
    id
    url
    events
    description
    isActive
    createdAt
    deliveries(first: 1) {
      id
      status
      createdAt
    }
  }
`);

const WebhooksQuery = graphql(`
  query AdminWebhooks {
    webhooks {
      ...WebhooksSection_webhook
    }
  }
`);

const SetWebhookActiveMutation = graphql(`
  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {
    updateWebhook(id: $id, input: { isActive: $isActive }) {
      ...WebhooksSection_webhook
    }
  }
`);

const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

function WebhookItem({ webhook, onDelete }: { webhook: WebhooksSection_WebhookFragment; onDelete: () => void }) {
  const { t } = useTranslation('admin-integrations');
  const [open, setOpen] = useState(false);
  const [setActive, { loading }] = useMutation(SetWebhookActiveMutation);
  const last = webhook.deliveries[0];
  const deliveriesId = `webhook-${webhook.id}-deliveries`;

  async function toggle(isActive: boolean) {
    try {
      await setActive({ variables: { id: webhook.id, isActive } });
      toaster.success({ title: isActive ? t('webhooks.enabled') : t('webhooks.paused') });
    } catch (error) {
      toaster.error({ title: t('webhooks.updateFailed'), description: errorMessage(error, '') });
    }
  }

  return (
    <Box as="li" px={{ base: '4', md: '6' }} py="4" data-testid="webhook">
      <Flex justify="space-between" gap="3" align="start" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1.5" minW="0">
          <Text fontFamily="mono" fontSize="sm" fontWeight="medium" wordBreak="break-all">
            {webhook.url}
          </Text>
          {webhook.description && (
            <Text fontSize="sm" color="fg.muted">
              {webhook.description}
            </Text>
          )}
          <HStack gap="1" wrap="wrap">
            {webhook.events.map((kind) => (
              <Badge key={kind} variant="outline">
                {t(`events.${kind}`, { defaultValue: kind })}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {last
              ? t('webhooks.addedWithLast', {
                  added: formatDateTime(webhook.createdAt),
                  last: formatDateTime(last.createdAt),
                  status: last.status,
                })
              : t('webhooks.addedNoDeliveries', { added: formatDateTime(webhook.createdAt) })}
          </Text>
        </Stack>
        <HStack gap="3" flexShrink="0" wrap="wrap">
          <Switch.Root
            checked={webhook.isActive}
            disabled={loading}
            onCheckedChange={({ checked }) => void toggle(checked)}
          >
            <Switch.HiddenInput aria-label={t('webhooks.deliverTo', { url: webhook.url })} />
            <Switch.Control />
            <Switch.Label fontSize="sm">
              {webhook.isActive ? t('webhooks.active') : t('webhooks.pausedState')}
            </Switch.Label>
          </Switch.Root>
          <Button
            size="xs"
            variant="outline"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={deliveriesId}
          >
            {open ? <ChevronUp /> : <ChevronDown />} {t('webhooks.deliveries')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={t('webhooks.deleteLabel', { url: webhook.url })}
          >
            <Trash2 /> {t('webhooks.delete')}
          </Button>
        </HStack>
      </Flex>
      <Box id={deliveriesId}>{open && <WebhookDeliveries webhookId={webhook.id} />}</Box>
    </Box>
  );
}

/** Webhooks: add (secret shown once), enable or pause, delete with confirmation, delivery log with redelivery. */
export function WebhooksSection() {
  const { t } = useTranslation('admin-integrations');
  const query = useQuery(WebhooksQuery);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhooksSection_WebhookFragment | null>(null);
  const [remove, { loading: deleteBusy }] = useMutation(DeleteWebhookMutation, {
    update: (cache, _result, { variables }) => {
      if (variables) forget(cache, { __typename: 'Webhook', id: variables.id });
    },
  });
  const webhooks = getFragmentData(WebhooksSection_webhook, query.data?.webhooks);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.success({ title: t('webhooks.deleted') });
      setDeleting(null);
    } catch (error) {
      toaster.error({ title: t('webhooks.deleteFailed'), description: errorMessage(error, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="webhooks-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="webhooks-title" as="h2" fontSize="lg">
              {t('webhooks.title')}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('webhooks.intro')}
            </Text>
          </Stack>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus /> {t('webhooks.add')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body px="0" pb="2">
        {query.error && !webhooks ? (
          <Box px="6">
            <ErrorWithRetry
              title={t('webhooks.loadFailed')}
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          </Box>
        ) : !webhooks ? (
          <PageSpinner label={t('webhooks.loading')} />
        ) : webhooks.length === 0 ? (
          <EmptyState icon={<Webhook />} title={t('webhooks.empty')} description={t('webhooks.emptyHelp')} />
        ) : (
          <Box as="ul" listStyleType="none" divideY="1px" borderTopWidth="1px" aria-label={t('webhooks.title')}>
            {webhooks.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
            ))}
          </Box>
        )}
      </Card.Body>
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmActionDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        confirmLabel={t('webhooks.delete')}
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {t('webhooks.deleteConfirm', { url: deleting?.url ?? '' })}
      </ConfirmActionDialog>
    </Card.Root>
  );
}
