import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Button, Dialog, FormStatus, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { PAGES_NS as NS } from '../i18n';

/** Asks before deleting a notice or an announcement: it leaves the player site at once. */
export function DeleteItemDialog({
  title,
  remove,
  onClose,
  onDeleted,
}: {
  title: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await remove();
      toast({ title: t('deleted_ok'), tone: 'success' });
      onDeleted();
      onClose();
    } catch (e) {
      setError(errorText(t, e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('delete_title', { title })}
      size="sm"
      testId="delete-item-dialog"
    >
      <div className="console-stack">
        <p>{t('delete_body')}</p>
        <FormStatus status={error} />
        <div className="console-row">
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('delete')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t(`${CONSOLE}:cancel`)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
