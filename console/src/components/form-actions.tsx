import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from 'shared-ui';
import { NS } from '../config/i18n';

/** A dialog form's buttons: its submit (busy while it runs) and Cancel. */
export function FormActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="console-row">
      <SubmitButton busy={busy}>{label}</SubmitButton>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
