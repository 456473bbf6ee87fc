import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { useTranslation } from '../../../i18n';

interface AdminConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  title: string;
  /** What will happen, in a sentence the person can check before confirming. */
  message: ReactNode;
  confirmLabel: string;
  /** Red for destructive actions (delete, deactivate), else blue. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive or hard-to-undo change; focus starts on Cancel, Escape cancels. */
export function AdminConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = true,
  busy = false,
  onConfirm,
  onClose,
}: AdminConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
