import { useTranslation } from 'react-i18next';
import { Button, Dialog } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** "Delete this message?" with cancel and delete; busy while the delete runs. */
export function DeleteConfirm({
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      size="sm"
      title={t('inbox_delete_title')}
      onOpenChange={(o) => !o && !busy && onCancel()}
      testId="delete-confirm"
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('inbox_delete')}
          </Button>
        </>
      }
    >
      <p>{t('inbox_delete_text', { title })}</p>
    </Dialog>
  );
}
