import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Red confirm button for actions that destroy or revoke something. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action (delete, reset, revoke); Cancel and Escape leave everything as it was. */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  destructive = true,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette={destructive ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{children}</Text>
    </AppDialog>
  );
}
