import { Box, Button, Checkbox, Field, Fieldset, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { NotificationEvent, RulesTab_RuleFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/SelectField';
import { CHANNEL_TYPE_LABELS, EVENT_LABELS, options } from '../channels/channelLabels';

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
  channels: { id: string; name: string; type: keyof typeof CHANNEL_TYPE_LABELS }[];
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
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {hint && <Fieldset.HelperText fontSize="xs">{hint}</Fieldset.HelperText>}
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None yet.
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

  const submit = () => {
    const cooldownMinutes = Number(cooldown || 0);
    const min = minDays.trim() === '' ? null : Number(minDays);
    if (name.trim().length < 2) return setProblem('Please enter a name of at least 2 characters');
    if (!channelIds.length) return setProblem('Choose at least one channel');
    if (!Number.isInteger(cooldownMinutes) || cooldownMinutes < 0 || cooldownMinutes > 525600)
      return setProblem('Cooldown must be a whole number of minutes from 0 to 525600');
    if (min !== null && (!Number.isFinite(min) || min < 0 || min > 365))
      return setProblem('Minimum days must be from 0 to 365');
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
      title={rule ? 'Edit rule' : 'Add rule'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={submit}>
            {rule ? 'Save rule' : 'Add rule'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Long leave in Engineering"
            maxLength={100}
          />
        </Field.Root>
        <SelectField
          label="Event"
          value={event}
          onChange={(value) => setEvent(value as NotificationEvent)}
          options={options(EVENT_LABELS)}
        />
        <CheckboxGroup
          legend="Channels"
          items={choices.channels.map((channel) => ({
            value: channel.id,
            label: `${channel.name} (${CHANNEL_TYPE_LABELS[channel.type]})`,
          }))}
          selected={channelIds}
          onChange={setChannelIds}
        />
        <Box borderTopWidth="1px" pt="3">
          <Text fontSize="sm" fontWeight="semibold" mb="2">
            Conditions (leave empty for any)
          </Text>
          <Stack gap="3">
            <CheckboxGroup
              legend="Departments"
              items={choices.departments.map((d) => ({ value: d, label: d }))}
              selected={departments}
              onChange={setDepartments}
            />
            <CheckboxGroup
              legend="Teams"
              items={choices.teams.map((team) => ({ value: team.id, label: team.name }))}
              selected={teamIds}
              onChange={setTeamIds}
            />
            <CheckboxGroup
              legend="Request types"
              items={choices.requestTypes.map((type) => ({ value: type.name, label: type.displayName }))}
              selected={requestTypes}
              onChange={setRequestTypes}
            />
          </Stack>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Minimum days</Field.Label>
            <Input
              type="number"
              min={0}
              max={365}
              step={0.5}
              value={minDays}
              onChange={(e) => setMinDays(e.target.value)}
              placeholder="Any"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Cooldown (minutes)</Field.Label>
            <Input
              type="number"
              min={0}
              max={525600}
              step={1}
              value={cooldown}
              onChange={(e) => setCooldown(e.target.value)}
            />
            <Field.HelperText>At most one message per person in this time; 1440 is a day.</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Enabled</Switch.Label>
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
