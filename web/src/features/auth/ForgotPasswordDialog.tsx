import { Button, Field, Input, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';

/** Spec §2: both buttons only close the dialog; no reset request is made. */
export default function ForgotPasswordDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Reset Password"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={onClose}>
            Send Reset Link
          </Button>
        </>
      }
    >
      <Text mb="4" color="fg.muted">
        Enter your email address and we&apos;ll send you a link to reset your password.
      </Text>
      <Field.Root>
        <Field.Label>Email</Field.Label>
        <Input type="email" value={email} readOnly />
      </Field.Root>
    </AppDialog>
  );
}
