import { Button, Field, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type {
  ChannelsTab_ChannelFragment,
  NotificationChannelType,
  NotificationPriority,
} from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/SelectField';
import { CHANNEL_TYPE_LABELS, options, PRIORITY_LABELS } from './channelLabels';

export interface ChannelDraft {
  name: string;
  type: NotificationChannelType;
  priority: NotificationPriority;
  inactive: boolean;
  webhookUrl: string;
  recipients: string[];
}

const URL_HINTS: Record<Exclude<NotificationChannelType, 'EMAIL'>, string> = {
  SLACK: 'The incoming webhook URL from your Slack app (https://hooks.slack.com/services/…).',
  TEAMS: 'The incoming webhook URL of the Teams channel (a Workflows or connector URL).',
  WEBHOOK: 'Your endpoint; deliveries are signed with Leavewise-Signature (the secret is shown once).',
};

interface ChannelDialogProps {
  open: boolean;
  /** The channel being edited; null to add one. */
  channel: ChannelsTab_ChannelFragment | null;
  busy: boolean;
  error: string | null;
  onSave: (draft: ChannelDraft) => void;
  onClose: () => void;
}

/** Add or edit a channel. The type is fixed once created; a URL left empty keeps the stored one. */
export function ChannelDialog({ open, channel, busy, error, onSave, onClose }: ChannelDialogProps) {
  const [name, setName] = useState(channel?.name ?? '');
  const [type, setType] = useState<NotificationChannelType>(channel?.type ?? 'SLACK');
  const [priority, setPriority] = useState<NotificationPriority>(channel?.priority ?? 'MEDIUM');
  const [inactive, setInactive] = useState(channel?.status === 'INACTIVE');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [recipients, setRecipients] = useState((channel?.recipients ?? []).join(', '));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const addresses = recipients
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean);
    if (name.trim().length < 2) return setProblem('Please enter a name of at least 2 characters');
    if (type === 'EMAIL' && !addresses.length) return setProblem('Please enter at least one email address');
    if (type !== 'EMAIL' && !channel && !webhookUrl.trim()) return setProblem('Please enter the webhook URL');
    setProblem(null);
    onSave({ name: name.trim(), type, priority, inactive, webhookUrl: webhookUrl.trim(), recipients: addresses });
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={channel ? 'Edit channel' : 'Add channel'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={submit}>
            {channel ? 'Save channel' : 'Add channel'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="#people-ops" maxLength={100} />
        </Field.Root>
        {channel ? (
          <Text fontSize="sm" color="fg.muted">
            Type: {CHANNEL_TYPE_LABELS[type]}
          </Text>
        ) : (
          <SelectField
            label="Type"
            value={type}
            onChange={(value) => setType(value as NotificationChannelType)}
            options={options(CHANNEL_TYPE_LABELS)}
          />
        )}
        <SelectField
          label="Priority"
          value={priority}
          onChange={(value) => setPriority(value as NotificationPriority)}
          options={options(PRIORITY_LABELS)}
        />
        {type === 'EMAIL' ? (
          <Field.Root required>
            <Field.Label>Recipients</Field.Label>
            <Textarea
              value={recipients}
              onChange={(e) => setRecipients(e.target.value)}
              placeholder="hr@example.com, ops@example.com"
              rows={2}
            />
            <Field.HelperText>Up to 20 addresses, separated by commas.</Field.HelperText>
          </Field.Root>
        ) : (
          <Field.Root required={!channel}>
            <Field.Label>Webhook URL</Field.Label>
            <Input
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              placeholder={channel?.webhookUrlPreview ?? 'https://'}
            />
            <Field.HelperText>
              {channel ? 'Leave empty to keep the current URL. ' : ''}
              {URL_HINTS[type]}
            </Field.HelperText>
          </Field.Root>
        )}
        <Switch.Root checked={!inactive} onCheckedChange={(e) => setInactive(!e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Active</Switch.Label>
        </Switch.Root>
        {(problem || error) && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {problem ?? error}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
