import { Alert, Button, Field, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { AppDialog } from '../../components/AppDialog';
import { errorMessage } from '../../lib/apollo';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

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
  const { t } = useTranslation('auth');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(t('forgot.emailRequired'));
      return;
    }
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, t('forgot.failed')));
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('forgot.title')}
      footer={
        sent ? (
          <Button colorPalette="blue" onClick={onClose}>
            {t('actions.close', { ns: 'common' })}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button
              type="submit"
              form="forgot-password-form"
              colorPalette="blue"
              loading={loading}
              loadingText={t('forgot.sending')}
            >
              {t('forgot.submit')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          {/* The same words whether or not the email has an account: the answer must not tell. */}
          <Alert.Title>{t('forgot.sent')}</Alert.Title>
        </Alert.Root>
      ) : (
        <form id="forgot-password-form" onSubmit={submit} noValidate>
          <Text mb="4" color="fg.muted">
            {t('forgot.intro')}
          </Text>
          <Field.Root invalid={!!error}>
            <Field.Label>{t('fields.email')}</Field.Label>
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
