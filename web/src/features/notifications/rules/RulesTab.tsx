import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ListFilter, Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { RulesTab_RuleFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDays } from '../../../lib/dates';
import { cooldownLabel, EVENT_LABELS } from '../channels/channelLabels';
import { RuleDialog, type RuleDraft } from './RuleDialog';
import { forget, refreshFields } from '../../../lib/cache';

export const RulesTab_rule = graphql(`
  fragment RulesTab_rule on NotificationRule {
    id
    name
    event
    enabled
    cooldownMinutes
    conditions {
      departments
      requestTypes
      minDays
      teams {
        id
        name
      }
    }
    channels {
      id
      name
      type
    }
  }
`);

const NotificationRulesQuery = graphql(`
  query NotificationRules {
    notificationRules {
      ...RulesTab_rule
    }
    notificationChannels {
      id
      name
      type
    }
    departments
    teams {
      id
      name
    }
    requestTypes(includeInactive: true) {
      name
      displayName
    }
  }
`);

const CreateRuleMutation = graphql(`
  mutation CreateNotificationRule($input: CreateNotificationRuleInput!) {
    createNotificationRule(input: $input) {
      ...RulesTab_rule
    }
  }
`);

const UpdateRuleMutation = graphql(`
  mutation UpdateNotificationRule($id: ID!, $input: UpdateNotificationRuleInput!) {
    updateNotificationRule(id: $id, input: $input) {
      ...RulesTab_rule
    }
  }
`);

const DeleteRuleMutation = graphql(`
  mutation DeleteNotificationRule($id: ID!) {
    deleteNotificationRule(id: $id)
  }
`);

type Rule = RulesTab_RuleFragment;

function conditionsLabel(rule: Rule, typeNames: Map<string, string>): string {
  const parts = [
    rule.conditions.departments.length ? `Departments: ${rule.conditions.departments.join(', ')}` : null,
    rule.conditions.teams.length ? `Teams: ${rule.conditions.teams.map((team) => team.name).join(', ')}` : null,
    rule.conditions.requestTypes.length
      ? `Types: ${rule.conditions.requestTypes.map((name) => typeNames.get(name) ?? name).join(', ')}`
      : null,
    rule.conditions.minDays != null ? `At least ${formatDays(rule.conditions.minDays)} days` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Everyone, any request';
}

/** Advanced Notifications › Rules: which events go to which channels, under which conditions. */
export default function RulesTab() {
  const query = useQuery(NotificationRulesQuery);
  const [create, createState] = useMutation(CreateRuleMutation, {
    update: (cache) => refreshFields(cache, 'notificationRules'),
  });
  const [update, updateState] = useMutation(UpdateRuleMutation);
  const [remove, removeState] = useMutation(DeleteRuleMutation, {
    update: (cache, _result, { variables }) => {
      if (variables) forget(cache, { __typename: 'NotificationRule', id: variables.id });
      refreshFields(cache, 'notificationRules');
    },
  });
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const data = query.data;
  const typeNames = new Map((data?.requestTypes ?? []).map((type) => [type.name, type.displayName]));

  const onSave = async (draft: RuleDraft) => {
    setSaveError(null);
    const input = {
      name: draft.name,
      event: draft.event,
      conditions: {
        departments: draft.departments,
        teamIds: draft.teamIds,
        requestTypes: draft.requestTypes,
        minDays: draft.minDays,
      },
      channelIds: draft.channelIds,
      enabled: draft.enabled,
      cooldownMinutes: draft.cooldownMinutes,
    };
    try {
      if (editing === 'new') await create({ variables: { input } });
      else if (editing) await update({ variables: { id: editing.id, input } });
      toaster.create({ type: 'success', title: editing === 'new' ? 'Rule added' : 'Rule saved' });
      setEditing(null);
    } catch (error) {
      setSaveError(errorMessage(error, 'Failed to save the rule'));
    }
  };

  const onToggle = async (rule: Rule, enabled: boolean) => {
    try {
      await update({ variables: { id: rule.id, input: { enabled } } });
      toaster.create({ type: 'success', title: enabled ? 'Rule enabled' : 'Rule disabled' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to save the rule', description: errorMessage(error, '') });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: 'Rule deleted' });
      setDeleting(null);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to delete the rule', description: errorMessage(error, '') });
    }
  };

  const noChannels = data && data.notificationChannels.length === 0;
  return (
    <Stack gap="4">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text color="fg.muted" fontSize="sm">
          {noChannels
            ? 'Add a channel first: rules send to channels.'
            : 'Each rule sends one event, under its conditions, to its channels.'}
        </Text>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setSaveError(null);
            setEditing('new');
          }}
          disabled={!data || noChannels}
        >
          <Plus /> Add rule
        </Button>
      </Flex>
      {query.error && !data ? (
        <Stack align="start" role="alert">
          <Text color="red.fg">Failed to load rules: {errorMessage(query.error, query.error.message)}</Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCw /> Retry
          </Button>
        </Stack>
      ) : !data ? (
        <PageSpinner />
      ) : data.notificationRules.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState
              icon={<ListFilter />}
              title="No rules yet"
              description="Rules decide which events reach which channels."
            />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {getFragmentData(RulesTab_rule, data.notificationRules).map((rule) => (
            <Card.Root as="li" key={rule.id} size="sm" data-testid="rule-card" aria-label={rule.name}>
              <Card.Body>
                <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
                  <Box flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{rule.name}</Text>
                      <Badge variant="surface" colorPalette="purple">
                        {EVENT_LABELS[rule.event]}
                      </Badge>
                      <Badge variant="outline">
                        {rule.cooldownMinutes ? `Cooldown ${cooldownLabel(rule.cooldownMinutes)}` : 'No cooldown'}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {conditionsLabel(rule, typeNames)}
                    </Text>
                    <Text fontSize="sm">To: {rule.channels.map((channel) => channel.name).join(', ')}</Text>
                  </Box>
                  <HStack gap="2" flexShrink="0" wrap="wrap">
                    <Switch.Root
                      size="sm"
                      checked={rule.enabled}
                      onCheckedChange={(e) => void onToggle(rule, e.checked)}
                    >
                      <Switch.HiddenInput aria-label={`${rule.name} enabled`} />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label fontSize="sm">Enabled</Switch.Label>
                    </Switch.Root>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setSaveError(null);
                        setEditing(rule);
                      }}
                      aria-label={`Edit ${rule.name}`}
                    >
                      <Pencil /> Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(rule)}
                      aria-label={`Delete ${rule.name}`}
                    >
                      <Trash2 /> Delete
                    </Button>
                  </HStack>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing && data && (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          choices={{
            channels: data.notificationChannels,
            departments: data.departments,
            teams: data.teams,
            requestTypes: data.requestTypes,
          }}
          busy={createState.loading || updateState.loading}
          error={saveError}
          onSave={(draft) => void onSave(draft)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmActionDialog
        open={!!deleting}
        title="Delete rule?"
        confirmLabel="Delete"
        busy={removeState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      >
        {`Are you sure you want to delete "${deleting?.name}"? Its past deliveries stay in the log. This action cannot be undone.`}
      </ConfirmActionDialog>
    </Stack>
  );
}
