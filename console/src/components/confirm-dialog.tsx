import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Button, Dialog, FormStatus, toast } from 'shared-ui';
import { NS } from '../config/i18n';

/**
 * Asks before an action that cannot be undone (deleting a banner, a notice, a resource): the danger button runs
 * `action`; done, it toasts `doneText`, calls `onDone` and closes; refused, it shows why and stays open.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  doneText,
  action,
  testId,
  onClose,
  onDone,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  doneText: string;
  action: () => Promise<unknown>;
  testId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      toast({ title: doneText, tone: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setError(errorText(t, e));
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} size="sm" testId={testId}>
      <div className="console-stack">
        <p>{body}</p>
        <FormStatus status={error} />
        <div className="console-row">
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
