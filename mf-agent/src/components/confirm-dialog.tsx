import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from 'shared-ui';

/** "Are you sure?" with cancel and a confirm button, busy while the action runs (not closable meanwhile). */
export function ConfirmDialog({
  title,
  confirmLabel,
  busy,
  danger,
  onCancel,
  onConfirm,
  children,
  testId,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      size="sm"
      title={title}
      testId={testId}
      onOpenChange={(o) => !o && !busy && onCancel()}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
