import { Alert, Button, Field, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { RoleManagementTab_UserFragment, Role } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { changeRole, describeRole, roleOptions, type RoleAndFlags } from './roleChange';
import { refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

const UpdateUserRoleMutation = graphql(`
  mutation AdminUpdateUserRole($userId: ID!, $input: UpdateUserRoleInput!) {
    updateUserRole(userId: $userId, input: $input) {
      fullName
      role
      isAdmin
      isManager
      ...RoleManagementTab_user
    }
  }
`);

function FlagSwitch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="blue">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" ps="11">
        {help}
      </Text>
    </Stack>
  );
}

/**
 * Spec §2 role edit dialog: role selector and the Administrator and Manager switches, saved together.
 * The table then shows what the server answered; a refusal (e.g. removing the last administrator)
 * is shown with the server's words.
 */
export function EditRoleDialog({ user, onClose }: { user: RoleManagementTab_UserFragment; onClose: () => void }) {
  const [value, setValue] = useState<RoleAndFlags>({
    role: user.role ?? 'STAFF',
    isAdmin: Boolean(user.isAdmin),
    isManager: Boolean(user.isManager),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useTranslation('admin-roles');
  const [updateRole, { loading }] = useMutation(UpdateUserRoleMutation, {
    update: (cache) => refreshFields(cache, 'roleStats', 'users', 'managers'),
  });

  const change = (patch: Partial<RoleAndFlags>) => {
    setRefusal(null);
    setValue((current) => changeRole(current, patch));
  };

  const save = async () => {
    try {
      const { data } = await updateRole({ variables: { userId: user.id, input: value } });
      const saved = data?.updateUserRole;
      toaster.create({
        type: 'success',
        title: t('edit.done'),
        description: saved ? t('edit.doneDetail', { name: saved.fullName, role: describeRole(saved, t) }) : undefined,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('edit.error'));
      setRefusal(message);
      toaster.create({ type: 'error', title: t('edit.failed'), description: message });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('edit.title', { name: user.fullName })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="blue" loading={loading} loadingText={t('saving')} onClick={() => void save()}>
            {t('edit.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {t('edit.summary', { email: user.email, department: user.department ?? t('noDepartment') })}
        </Text>
        <Field.Root>
          <Field.Label>{t('edit.role')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="role"
              value={value.role}
              onChange={(e) => change({ role: e.target.value as Role })}
            >
              {roleOptions(t).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FlagSwitch
          label={t('edit.administrator')}
          help={t('edit.administratorHelp')}
          checked={value.isAdmin}
          onChange={(isAdmin) => change({ isAdmin })}
        />
        <FlagSwitch
          label={t('edit.manager')}
          help={t('edit.managerHelp')}
          checked={value.isManager}
          onChange={(isManager) => change({ isManager })}
        />
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('edit.failed')}</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
