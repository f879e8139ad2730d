import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type contentOpsApi } from 'shared-contracts';
import { Button, Dialog, FormStatus, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { deleteBanner } from '../api/delete-banner';
import { NS } from '../i18n';

/** Asks before deleting a banner: it leaves the player site at once. */
export function DeleteBannerDialog({
  merchant,
  banner,
  onClose,
  onDeleted,
}: {
  merchant: string | undefined;
  banner: contentOpsApi.OpsBanner;
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
      await deleteBanner(banner.id, merchant);
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
      title={t('delete_title', { title: banner.title })}
      size="sm"
      testId="delete-banner-dialog"
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
