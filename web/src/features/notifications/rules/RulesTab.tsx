import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { ListFilter, Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n';
import { getFragmentData, graphql } from '../../../__generated__';
import type { RulesTab_RuleFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { cooldownLabel } from '../channels/channelLabels';
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

function conditionsLabel(rule: Rule, typeNames: Map<string, string>, t: TFunction<'notifications'>): string {
  const { departments, teams, requestTypes, minDays } = rule.conditions;
  const parts = [
    departments.length ? t('rules.onDepartments', { names: departments.join(', ') }) : null,
    teams.length ? t('rules.onTeams', { names: teams.map((team) => team.name).join(', ') }) : null,
    requestTypes.length
      ? t('rules.onTypes', { names: requestTypes.map((name) => typeNames.get(name) ?? name).join(', ') })
      : null,
    minDays != null ? t('rules.atLeast', { days: minDays }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('rules.everyone');
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
  const { t } = useTranslation('notifications');

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
      toaster.create({ type: 'success', title: editing === 'new' ? t('rules.added') : t('rules.saved') });
      setEditing(null);
    } catch (error) {
      setSaveError(errorMessage(error, t('rules.saveFailed')));
    }
  };

  const onToggle = async (rule: Rule, enabled: boolean) => {
    try {
      await update({ variables: { id: rule.id, input: { enabled } } });
      toaster.create({ type: 'success', title: enabled ? t('rules.enabledToast') : t('rules.disabledToast') });
    } catch (error) {
      toaster.create({ type: 'error', title: t('rules.saveFailed'), description: errorMessage(error, '') });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('rules.deleted') });
      setDeleting(null);
    } catch (error) {
      toaster.create({ type: 'error', title: t('rules.deleteFailed'), description: errorMessage(error, '') });
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
          {noChannels ? t('rules.needChannel') : t('rules.intro')}
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
          <Plus /> {t('rules.add')}
        </Button>
      </Flex>
      {query.error && !data ? (
        <Stack align="start" role="alert">
          <Text color="red.fg">
            {t('rules.loadFailed', { reason: errorMessage(query.error, query.error.message) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCw /> {t('retry')}
          </Button>
        </Stack>
      ) : !data ? (
        <PageSpinner />
      ) : data.notificationRules.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState icon={<ListFilter />} title={t('rules.empty')} description={t('rules.emptyDescription')} />
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
                        {t(`event.${rule.event}`)}
                      </Badge>
                      <Badge variant="outline">
                        {rule.cooldownMinutes
                          ? t('rules.cooldown', { time: cooldownLabel(rule.cooldownMinutes, t) })
                          : t('cooldown.none')}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {conditionsLabel(rule, typeNames, t)}
                    </Text>
                    <Text fontSize="sm">
                      {t('rules.to', { names: rule.channels.map((channel) => channel.name).join(', ') })}
                    </Text>
                  </Box>
                  <HStack gap="2" flexShrink="0" wrap="wrap">
                    <Switch.Root
                      size="sm"
                      checked={rule.enabled}
                      onCheckedChange={(e) => void onToggle(rule, e.checked)}
                    >
                      <Switch.HiddenInput aria-label={t('rules.enabledOf', { name: rule.name })} />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label fontSize="sm">{t('rules.enabled')}</Switch.Label>
                    </Switch.Root>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setSaveError(null);
                        setEditing(rule);
                      }}
                      aria-label={t('editOf', { name: rule.name })}
                    >
                      <Pencil /> {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(rule)}
                      aria-label={t('deleteOf', { name: rule.name })}
                    >
                      <Trash2 /> {t('delete')}
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
        title={t('rules.deleteTitle')}
        confirmLabel={t('delete')}
        busy={removeState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('rules.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmActionDialog>
    </Stack>
  );
}
