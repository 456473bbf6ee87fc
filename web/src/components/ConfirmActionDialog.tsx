import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { AppDialog } from './AppDialog';

/**
 * Asks before a destructive or disruptive action (revoke, delete, restart). The dialog stays open
 * while the action runs (`busy`); the caller closes it when it is done.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  destructive = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Red confirm button (removals); otherwise the default colour (restarts). */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette={destructive ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </AppDialog>
  );
}
