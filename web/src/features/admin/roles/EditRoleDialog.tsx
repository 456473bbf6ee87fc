import { Alert, Button, Field, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { RoleManagementTab_UserFragment, Role } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { changeRole, describeRole, ROLE_OPTIONS, type RoleAndFlags } from './roleChange';
import { refreshFields } from '../../../lib/cache';

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
        title: 'User role updated successfully',
        description: saved ? `${saved.fullName}: ${describeRole(saved)}.` : undefined,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'Error updating user role');
      setRefusal(message);
      toaster.create({ type: 'error', title: 'Failed to update user role', description: message });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`Edit role of ${user.fullName}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={loading} loadingText="Saving..." onClick={() => void save()}>
            Save Role
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {user.email} · {user.department ?? 'No department'}
        </Text>
        <Field.Root>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="role"
              value={value.role}
              onChange={(e) => change({ role: e.target.value as Role })}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FlagSwitch
          label="Administrator"
          help="Full access to the administration console. Goes with the Admin role."
          checked={value.isAdmin}
          onChange={(isAdmin) => change({ isAdmin })}
        />
        <FlagSwitch
          label="Manager"
          help="Can be chosen as someone's manager or a team's manager, and approves their requests."
          checked={value.isManager}
          onChange={(isManager) => change({ isManager })}
        />
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Failed to update user role</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
