import { Button, Card, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { TeamsTab_TeamFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { errorField } from '../shared/errorField';
import { managerOptions, type ManagerLike } from '../shared/managerOptions';
import { TeamFormFields } from './TeamFormFields';
import { EMPTY_TEAM_FORM, validateTeamForm, type TeamFormErrors, type TeamFormValues } from './teamForm';
import { refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

const CreateTeamMutation = graphql(`
  mutation AdminCreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamsTab_team
    }
  }
`);

const UpdateTeamMutation = graphql(`
  mutation AdminUpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ...TeamsTab_team
    }
  }
`);

/** Form state with the errors of the last submit, cleared field by field as they are edited. */
function useTeamForm(initial: TeamFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TeamFormErrors>({});
  const { t } = useTranslation('admin-teams');
  const change = (patch: Partial<TeamFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof TeamFormValues)[]) delete next[key];
      return next;
    });
  };
  /** True when the values may be sent. */
  const check = () => {
    const found = validateTeamForm(values, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /** Shows a server refusal next to the field it names. */
  const showServerError = (error: unknown, message: string) => {
    const field = errorField(error);
    if (message && (field === 'name' || field === 'description')) setErrors({ [field]: message });
  };
  return { values, setValues, errors, change, check, showServerError };
}

const inputOf = (values: TeamFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  managerId: values.managerId || null,
});

/** Spec §2 create-team form; §8 'Team created successfully' / 'Failed to create team'. */
export function CreateTeamForm({ managers, onDone }: { managers: readonly ManagerLike[]; onDone: () => void }) {
  const form = useTeamForm(EMPTY_TEAM_FORM);
  const { t } = useTranslation(['admin-teams', 'admin']);
  // A new team joins every list of teams (the tab and the pickers).
  const [createTeam, { loading }] = useMutation(CreateTeamMutation, {
    update: (cache) => refreshFields(cache, 'teams'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await createTeam({ variables: { input: inputOf(form.values) } });
      toaster.create({ type: 'success', title: t('create.done') });
      form.setValues(EMPTY_TEAM_FORM);
      onDone();
    } catch (error) {
      const message = errorMessage(error, '');
      form.showServerError(error, message);
      toaster.create({ type: 'error', title: t('create.failed'), description: message || undefined });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="create-team-title" mb="6" borderColor="blue.muted">
      <Card.Header>
        <Card.Title id="create-team-title" as="h2">
          {t('create.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="create-team-title">
          <TeamFormFields
            values={form.values}
            errors={form.errors}
            onChange={form.change}
            managerOptions={managerOptions(managers, t('admin:shared.noManager'))}
            columns={{ base: 1, md: 2 }}
          />
          <Flex gap="3" justify="flex-end" wrap="wrap" mt="5">
            <Button variant="ghost" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('creating')}>
              <Plus /> {t('create.submit')}
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec §2 team Edit modal; §8 'Team updated successfully' / 'Failed to update team'. */
export function EditTeamDialog({
  team,
  managers,
  onClose,
}: {
  team: TeamsTab_TeamFragment;
  managers: readonly ManagerLike[];
  onClose: () => void;
}) {
  const form = useTeamForm({
    name: team.name,
    description: team.description,
    managerId: team.manager?.id ?? '',
  });
  const { t } = useTranslation(['admin-teams', 'admin']);
  // The answer is the team: the cache updates it wherever it is shown.
  const [updateTeam, { loading }] = useMutation(UpdateTeamMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      await updateTeam({ variables: { id: team.id, input: inputOf(form.values) } });
      toaster.create({ type: 'success', title: t('edit.done') });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '');
      form.showServerError(error, message);
      toaster.create({ type: 'error', title: t('edit.failed'), description: message || undefined });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('edit.title', { name: team.name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="blue" type="submit" form="edit-team-form" loading={loading} loadingText={t('saving')}>
            {t('edit.submit')}
          </Button>
        </>
      }
    >
      <form id="edit-team-form" onSubmit={submit} noValidate aria-label={t('edit.title', { name: team.name })}>
        <TeamFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.change}
          managerOptions={managerOptions(managers, t('admin:shared.noManager'), { current: team.manager })}
        />
      </form>
    </AppDialog>
  );
}
