import { Button, Field, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type {
  ChannelsTab_ChannelFragment,
  NotificationChannelType,
  NotificationPriority,
} from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/SelectField';
import { LanguageSelect } from '../../profile/LanguageSelect';
import { CHANNEL_TYPES, label, options, PRIORITIES } from './channelLabels';

export interface ChannelDraft {
  name: string;
  type: NotificationChannelType;
  priority: NotificationPriority;
  /** The language its messages are written in (one for all its readers). */
  language: string;
  inactive: boolean;
  webhookUrl: string;
  recipients: string[];
}

// An address is written the same in every language.
const URL_PLACEHOLDER = 'https://';

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
  const [language, setLanguage] = useState(channel?.language ?? 'en');
  const [inactive, setInactive] = useState(channel?.status === 'INACTIVE');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [recipients, setRecipients] = useState((channel?.recipients ?? []).join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('notifications');

  const submit = () => {
    const addresses = recipients
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean);
    if (name.trim().length < 2) return setProblem(t('nameTooShort'));
    if (type === 'EMAIL' && !addresses.length) return setProblem(t('channels.recipientsRequired'));
    if (type !== 'EMAIL' && !channel && !webhookUrl.trim()) return setProblem(t('channels.urlRequired'));
    setProblem(null);
    onSave({
      name: name.trim(),
      type,
      priority,
      language,
      inactive,
      webhookUrl: webhookUrl.trim(),
      recipients: addresses,
    });
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={channel ? t('channels.edit') : t('channels.add')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={submit}>
            {channel ? t('channels.save') : t('channels.add')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('name')}</Field.Label>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('channels.namePlaceholder')}
            maxLength={100}
          />
        </Field.Root>
        {channel ? (
          <Text fontSize="sm" color="fg.muted">
            {t('channels.typeIs', { type: label(t, 'channelType', type) })}
          </Text>
        ) : (
          <SelectField
            label={t('channels.type')}
            value={type}
            onChange={(value) => setType(value as NotificationChannelType)}
            options={options(t, 'channelType', CHANNEL_TYPES)}
          />
        )}
        <SelectField
          label={t('channels.priority')}
          value={priority}
          onChange={(value) => setPriority(value as NotificationPriority)}
          options={options(t, 'priority', PRIORITIES)}
        />
        <Field.Root>
          <Field.Label htmlFor="channel-language">{t('channels.language')}</Field.Label>
          <LanguageSelect id="channel-language" value={language} onChange={setLanguage} />
          <Field.HelperText>{t('channels.languageHelp')}</Field.HelperText>
        </Field.Root>
        {type === 'EMAIL' ? (
          <Field.Root required>
            <Field.Label>{t('channels.recipients')}</Field.Label>
            <Textarea
              value={recipients}
              onChange={(e) => setRecipients(e.target.value)}
              placeholder={t('channels.recipientsPlaceholder')}
              rows={2}
            />
            <Field.HelperText>{t('channels.recipientsHelp', { count: 20 })}</Field.HelperText>
          </Field.Root>
        ) : (
          <Field.Root required={!channel}>
            <Field.Label>{t('channels.webhookUrl')}</Field.Label>
            <Input
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              placeholder={channel?.webhookUrlPreview ?? URL_PLACEHOLDER}
            />
            <Field.HelperText>
              {channel ? `${t('channels.keepUrl')} ` : ''}
              {t(`channels.urlHint.${type}`)}
            </Field.HelperText>
          </Field.Root>
        )}
        <Switch.Root checked={!inactive} onCheckedChange={(e) => setInactive(!e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('channelStatus.ACTIVE')}</Switch.Label>
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
