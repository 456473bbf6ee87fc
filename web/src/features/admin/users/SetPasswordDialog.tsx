import { Alert, Button, Field, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { PasswordInput } from '../../auth/PasswordInput';
import { MIN_PASSWORD_LENGTH } from './userForm';

const SetUserPasswordMutation = graphql(`
  mutation AdminSetUserPassword($userId: ID!, $password: String!) {
    setUserPassword(userId: $userId, password: $password) {
      id
    }
  }
`);

interface Errors {
  password?: string;
  confirmation?: string;
}

export function validateNewPassword(password: string, confirmation: string): Errors {
  const errors: Errors = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password && confirmation !== password) errors.confirmation = 'The passwords do not match';
  return errors;
}

/**
 * An administrator sets a new password for someone who cannot sign in: their sessions and API tokens
 * are revoked and they are told by email (the server's `setUserPassword`).
 */
export function SetPasswordDialog({ user, onClose }: { user: { id: string; fullName: string }; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setUserPassword, { loading }] = useMutation(SetUserPasswordMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    try {
      await setUserPassword({ variables: { userId: user.id, password } });
      toaster.create({
        type: 'success',
        title: 'Password set successfully',
        description: `${user.fullName} was signed out everywhere and told by email.`,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'Failed to set the password');
      setRefusal(message);
      toaster.create({ type: 'error', title: 'Failed to set the password', description: message });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`Set a new password for ${user.fullName}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" type="submit" form="set-password-form" loading={loading} loadingText="Saving...">
            Set Password
          </Button>
        </>
      }
    >
      <form id="set-password-form" onSubmit={submit} noValidate aria-label={`Set a new password for ${user.fullName}`}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {user.fullName} will be signed out on every device, their API tokens stop working, and they are told by
            email. Give them the new password in person or by phone.
          </Text>
          <Field.Root required invalid={!!errors.password}>
            <Field.Label>
              New password <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errors.password ? (
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                At least {MIN_PASSWORD_LENGTH} characters, not a commonly used password.
              </Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={!!errors.confirmation}>
            <Field.Label>
              Repeat the new password <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="confirm-password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
            <Field.ErrorText>{errors.confirmation}</Field.ErrorText>
          </Field.Root>
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
