import { Alert, Button, Field, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { AppDialog } from '../../components/AppDialog';
import { errorMessage } from '../../lib/apollo';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** The same words whether or not the email has an account: the answer must not tell. */
export const RESET_LINK_SENT =
  'If an account uses this email, a link to reset its password is on its way. It works once, for 30 minutes.';

/**
 * Spec §2's dialog, made to work: 'Send Reset Link' asks the server to email a single-use link. The
 * email field starts with what was typed in the sign-in form and can be corrected here.
 */
export default function ForgotPasswordDialog({
  open,
  email: initialEmail,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Please enter your email address');
      return;
    }
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not send the reset link. Please try again.'));
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Reset Password"
      footer={
        sent ? (
          <Button colorPalette="blue" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              form="forgot-password-form"
              colorPalette="blue"
              loading={loading}
              loadingText="Sending..."
            >
              Send Reset Link
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{RESET_LINK_SENT}</Alert.Title>
        </Alert.Root>
      ) : (
        <form id="forgot-password-form" onSubmit={submit} noValidate>
          <Text mb="4" color="fg.muted">
            Enter your email address and we&apos;ll send you a link to reset your password.
          </Text>
          <Field.Root invalid={!!error}>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            {error && (
              <Field.ErrorText role="alert" color="red.fg">
                {error}
              </Field.ErrorText>
            )}
          </Field.Root>
        </form>
      )}
    </AppDialog>
  );
}
