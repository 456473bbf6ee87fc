import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ChevronDown, ChevronUp, Plus, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { WebhooksSection_WebhookFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DELIVERY_STYLE, WEBHOOK_EVENTS } from './integrationOptions';
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

const eventLabel = (kind: string) => WEBHOOK_EVENTS.find((item) => item.value === kind)?.label ?? kind;

function WebhookItem({ webhook, onDelete }: { webhook: WebhooksSection_WebhookFragment; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const [setActive, { loading }] = useMutation(SetWebhookActiveMutation);
  const last = webhook.deliveries[0];
  const deliveriesId = `webhook-${webhook.id}-deliveries`;

  async function toggle(isActive: boolean) {
    try {
      await setActive({ variables: { id: webhook.id, isActive } });
      toaster.success({ title: isActive ? 'Webhook enabled' : 'Webhook paused' });
    } catch (error) {
      toaster.error({ title: 'Failed to update webhook', description: errorMessage(error, '') });
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
                {eventLabel(kind)}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Added {formatDateTime(webhook.createdAt)}
            {last
              ? ` · last delivery ${formatDateTime(last.createdAt)} (${DELIVERY_STYLE[last.status].label.toLowerCase()})`
              : ' · no deliveries yet'}
          </Text>
        </Stack>
        <HStack gap="3" flexShrink="0" wrap="wrap">
          <Switch.Root
            checked={webhook.isActive}
            disabled={loading}
            onCheckedChange={({ checked }) => void toggle(checked)}
          >
            <Switch.HiddenInput aria-label={`Deliver events to ${webhook.url}`} />
            <Switch.Control />
            <Switch.Label fontSize="sm">{webhook.isActive ? 'Active' : 'Paused'}</Switch.Label>
          </Switch.Root>
          <Button
            size="xs"
            variant="outline"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={deliveriesId}
          >
            {open ? <ChevronUp /> : <ChevronDown />} Deliveries
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={`Delete ${webhook.url}`}
          >
            <Trash2 /> Delete
          </Button>
        </HStack>
      </Flex>
      <Box id={deliveriesId}>{open && <WebhookDeliveries webhookId={webhook.id} />}</Box>
    </Box>
  );
}

/** Webhooks: add (secret shown once), enable or pause, delete with confirmation, delivery log with redelivery. */
export function WebhooksSection() {
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
      toaster.success({ title: 'Webhook deleted' });
      setDeleting(null);
    } catch (error) {
      toaster.error({ title: 'Failed to delete webhook', description: errorMessage(error, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="webhooks-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="webhooks-title" as="h2" fontSize="lg">
              Webhooks
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Signed POSTs of request events to your URLs, retried with backoff.
            </Text>
          </Stack>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus /> Add webhook
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body px="0" pb="2">
        {query.error && !webhooks ? (
          <Box px="6">
            <ErrorWithRetry
              title="Failed to load webhooks"
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          </Box>
        ) : !webhooks ? (
          <PageSpinner label="Loading webhooks" />
        ) : webhooks.length === 0 ? (
          <EmptyState
            icon={<Webhook />}
            title="No webhooks yet"
            description="Add one to receive request events in another system."
          />
        ) : (
          <Box as="ul" listStyleType="none" divideY="1px" borderTopWidth="1px" aria-label="Webhooks">
            {webhooks.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
            ))}
          </Box>
        )}
      </Card.Body>
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmActionDialog
        open={deleting !== null}
        title="Delete webhook"
        confirmLabel="Delete"
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {`Are you sure you want to delete the webhook to "${deleting?.url ?? ''}"? Its delivery log goes with it. This action cannot be undone.`}
      </ConfirmActionDialog>
    </Card.Root>
  );
}
