import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog';
import { useTranslation } from '../../i18n';

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
  const { t } = useTranslation('approvals');
  const [comment, setComment] = useState('');
  return (
    <AppDialog
      open={!!target}
      onClose={onClose}
      title={t('approve.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="green" loading={busy} onClick={() => onConfirm(comment.trim())}>
            {t('approve.button')}
          </Button>
        </>
      }
    >
      <Text mb="4">{t('approve.question', { name: target?.requesterName ?? '', id: target?.requestId ?? '' })}</Text>
      <Field.Root>
        <Field.Label>{t('approve.comment')}</Field.Label>
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
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  return (
    <AppDialog
      open={!!target}
      onClose={onClose}
      title={t('reject.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button colorPalette="red" disabled={empty} loading={busy} onClick={() => onConfirm(reason.trim())}>
            {t('reject.button')}
          </Button>
        </>
      }
    >
      <Text mb="4">{t('reject.question', { name: target?.requesterName ?? '', id: target?.requestId ?? '' })}</Text>
      <Field.Root required invalid={touched && empty}>
        <Field.Label>
          {t('reject.reason')} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} onBlur={() => setTouched(true)} rows={3} />
        <Field.ErrorText>{t('reject.reasonRequired')}</Field.ErrorText>
      </Field.Root>
    </AppDialog>
  );
}
