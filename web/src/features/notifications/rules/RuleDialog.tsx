import { Box, Button, Checkbox, Field, Fieldset, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { NotificationChannelType, NotificationEvent, RulesTab_RuleFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/SelectField';
import { EVENTS, label, options } from '../channels/channelLabels';

export interface RuleDraft {
  name: string;
  event: NotificationEvent;
  departments: string[];
  teamIds: string[];
  requestTypes: string[];
  minDays: number | null;
  channelIds: string[];
  enabled: boolean;
  cooldownMinutes: number;
}

export interface RuleChoices {
  channels: { id: string; name: string; type: NotificationChannelType }[];
  departments: string[];
  teams: { id: string; name: string }[];
  requestTypes: { name: string; displayName: string }[];
}

function CheckboxGroup({
  legend,
  hint,
  items,
  selected,
  onChange,
}: {
  legend: string;
  hint?: string;
  items: { value: string; label: string }[];
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {hint && <Fieldset.HelperText fontSize="xs">{hint}</Fieldset.HelperText>}
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('rules.noneYet')}
        </Text>
      ) : (
        <Flex gap="3" wrap="wrap">
          {items.map((item) => (
            <Checkbox.Root
              key={item.value}
              size="sm"
              checked={selected.includes(item.value)}
              onCheckedChange={(e) =>
                onChange(e.checked ? [...selected, item.value] : selected.filter((value) => value !== item.value))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{item.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      )}
    </Fieldset.Root>
  );
}

interface RuleDialogProps {
  rule: RulesTab_RuleFragment | null;
  choices: RuleChoices;
  busy: boolean;
  error: string | null;
  onSave: (draft: RuleDraft) => void;
  onClose: () => void;
}

/** Add or edit a rule: the event, its conditions, the channels, and the per-person cooldown. */
export function RuleDialog({ rule, choices, busy, error, onSave, onClose }: RuleDialogProps) {
  const [name, setName] = useState(rule?.name ?? '');
  const [event, setEvent] = useState<NotificationEvent>(rule?.event ?? 'REQUEST_SUBMITTED');
  const [departments, setDepartments] = useState(rule?.conditions.departments ?? []);
  const [teamIds, setTeamIds] = useState(rule?.conditions.teams.map((team) => team.id) ?? []);
  const [requestTypes, setRequestTypes] = useState(rule?.conditions.requestTypes ?? []);
  const [minDays, setMinDays] = useState(rule?.conditions.minDays != null ? String(rule.conditions.minDays) : '');
  const [channelIds, setChannelIds] = useState(rule?.channels.map((channel) => channel.id) ?? []);
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [cooldown, setCooldown] = useState(String(rule?.cooldownMinutes ?? 0));
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('notifications');

  const submit = () => {
    const cooldownMinutes = Number(cooldown || 0);
    const min = minDays.trim() === '' ? null : Number(minDays);
    if (name.trim().length < 2) return setProblem(t('nameTooShort'));
    if (!channelIds.length) return setProblem(t('rules.channelRequired'));
    if (!Number.isInteger(cooldownMinutes) || cooldownMinutes < 0 || cooldownMinutes > 525600)
      return setProblem(t('rules.cooldownInvalid', { max: 525600 }));
    if (min !== null && (!Number.isFinite(min) || min < 0 || min > 365))
      return setProblem(t('rules.minDaysInvalid', { max: 365 }));
    setProblem(null);
    onSave({
      name: name.trim(),
      event,
      departments,
      teamIds,
      requestTypes,
      minDays: min,
      channelIds,
      enabled,
      cooldownMinutes,
    });
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      size="lg"
      title={rule ? t('rules.edit') : t('rules.add')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={submit}>
            {rule ? t('rules.save') : t('rules.add')}
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
            placeholder={t('rules.namePlaceholder')}
            maxLength={100}
          />
        </Field.Root>
        <SelectField
          label={t('rules.event')}
          value={event}
          onChange={(value) => setEvent(value as NotificationEvent)}
          options={options(t, 'event', EVENTS)}
        />
        <CheckboxGroup
          legend={t('rules.channels')}
          items={choices.channels.map((channel) => ({
            value: channel.id,
            label: t('rules.channelOption', { name: channel.name, type: label(t, 'channelType', channel.type) }),
          }))}
          selected={channelIds}
          onChange={setChannelIds}
        />
        <Box borderTopWidth="1px" pt="3">
          <Text fontSize="sm" fontWeight="semibold" mb="2">
            {t('rules.conditions')}
          </Text>
          <Stack gap="3">
            <CheckboxGroup
              legend={t('rules.departments')}
              items={choices.departments.map((d) => ({ value: d, label: d }))}
              selected={departments}
              onChange={setDepartments}
            />
            <CheckboxGroup
              legend={t('rules.teams')}
              items={choices.teams.map((team) => ({ value: team.id, label: team.name }))}
              selected={teamIds}
              onChange={setTeamIds}
            />
            <CheckboxGroup
              legend={t('rules.requestTypes')}
              items={choices.requestTypes.map((type) => ({ value: type.name, label: type.displayName }))}
              selected={requestTypes}
              onChange={setRequestTypes}
            />
          </Stack>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{t('rules.minDays')}</Field.Label>
            <Input
              type="number"
              min={0}
              max={365}
              step={0.5}
              value={minDays}
              onChange={(e) => setMinDays(e.target.value)}
              placeholder={t('rules.any')}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('rules.cooldownMinutes')}</Field.Label>
            <Input
              type="number"
              min={0}
              max={525600}
              step={1}
              value={cooldown}
              onChange={(e) => setCooldown(e.target.value)}
            />
            <Field.HelperText>{t('rules.cooldownHelp')}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('rules.enabled')}</Switch.Label>
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
