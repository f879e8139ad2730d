import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, FormStatus, SubmitButton } from 'shared-ui';
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

/**
 * A settings form's last row, across the form's grid: the form's status (a refusal not tied to a field), then its
 * primary submit (busy while it runs). `before` goes above the status (a hint).
 */
export function SaveRow({
  status,
  busy,
  label,
  before,
}: {
  status: unknown;
  busy: boolean;
  label: string;
  before?: ReactNode;
}) {
  return (
    <div className="console-choices-wide console-stack">
      {before}
      <FormStatus status={status as string | undefined} />
      <div className="console-row">
        <Button type="submit" variant="primary" loading={busy}>
          {label}
        </Button>
      </div>
    </div>
  );
}
