import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { UsersTab_UserFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { errorField } from '../shared/errorField';
import { managerOptions as pickerOptions, type ManagerOption } from '../shared/managerOptions';
import { UserFormFields } from './UserFormFields';
import { ScheduleEditor } from '../../schedules/ScheduleEditor';
import {
  EMPTY_USER_FORM,
  managerIdToSend,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from './userForm';
import { refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

const UpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...UsersTab_user
    }
  }
`);

function formOf(user: UsersTab_UserFragment): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    department: user.department ?? '',
    jobTitle: user.jobTitle ?? '',
    isManager: Boolean(user.isManager),
    managerId: user.manager?.id ?? '',
    teamId: user.team?.id ?? '',
    locationId: user.location.id,
    employmentStartDate: user.employmentStartDate ?? '',
    employmentEndDate: user.employmentEndDate ?? '',
  };
}

interface EditUserDialogProps {
  user: UsersTab_UserFragment;
  departments: string[];
  managers: readonly { id: string; fullName: string; department?: string | null }[];
  teams: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Spec §2 Edit modal; §8 toasts 'User updated successfully' / 'Failed to update user'. */
export function EditUserDialog({ user, departments, managers, teams, onClose }: EditUserDialogProps) {
  const [values, setValues] = useState<UserFormValues>(() => formOf(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const { t } = useTranslation(['admin-users', 'admin']);
  // The answer updates the person everywhere; whether they are a manager, in a team or match a
  // filter of the lists is decided on the server.
  const [updateUser, { loading }] = useMutation(UpdateUserMutation, {
    update: (cache) => refreshFields(cache, 'managers', 'users', 'teams', 'departments'),
  });
  const options: ManagerOption[] = pickerOptions(managers, t('admin:shared.noManager'), {
    excludeId: user.id,
    current: user.manager,
  });

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateUserForm(values, 'edit', t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await updateUser({
        variables: {
          id: user.id,
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            department: values.department,
            jobTitle: values.jobTitle.trim(),
            isManager: values.isManager,
            managerId: managerIdToSend(values, 'edit'),
            teamId: values.teamId || null,
            locationId: values.locationId || null,
            employmentStartDate: values.employmentStartDate || null,
            employmentEndDate: values.employmentEndDate || null,
          },
        },
      });
      toaster.create({ type: 'success', title: t('edit.done') });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '');
      const field = errorField(error);
      if (field && message && field in EMPTY_USER_FORM) setErrors({ [field]: message });
      toaster.create({ type: 'error', title: t('edit.failed'), description: message || undefined });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('edit.title', { name: user.fullName })}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="blue" type="submit" form="edit-user-form" loading={loading} loadingText={t('saving')}>
            {t('edit.submit')}
          </Button>
        </>
      }
    >
      <form id="edit-user-form" onSubmit={submit} noValidate aria-label={t('edit.title', { name: user.fullName })}>
        <UserFormFields
          mode="edit"
          values={values}
          errors={errors}
          onChange={change}
          departments={departments}
          managerOptions={options}
          teams={teams}
        />
      </form>
      <ScheduleEditor userId={user.id} fullName={user.fullName} />
    </AppDialog>
  );
}
