import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog';

interface Target {
  requesterName: string;
  requestId: string;
}

export function ApproveDialog({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: Target | null;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  return (
    <AppDialog
      open={!!target}
      onClose={onClose}
      title="Approve Request"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="green" loading={busy} onClick={() => onConfirm(comment.trim())}>
            Approve
          </Button>
        </>
      }
    >
      <Text mb="4">
        Approve {target?.requesterName}&apos;s request {target?.requestId}?
      </Text>
      <Field.Root>
        <Field.Label>Comment (optional)</Field.Label>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} />
      </Field.Root>
    </AppDialog>
  );
}

/** Spec §5: rejection needs a non-empty reason; the button stays disabled while it is empty. */
export function RejectDialog({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: Target | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  return (
    <AppDialog
      open={!!target}
      onClose={onClose}
      title="Reject Request"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" disabled={empty} loading={busy} onClick={() => onConfirm(reason.trim())}>
            Reject
          </Button>
        </>
      }
    >
      <Text mb="4">
        Reject {target?.requesterName}&apos;s request {target?.requestId}?
      </Text>
      <Field.Root required invalid={touched && empty}>
        <Field.Label>
          Rejection reason <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} onBlur={() => setTouched(true)} rows={3} />
        <Field.ErrorText>Please provide a rejection reason</Field.ErrorText>
      </Field.Root>
    </AppDialog>
  );
}
