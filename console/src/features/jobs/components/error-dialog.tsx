import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type jobsOpsApi } from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';
import { NS } from '../i18n';

/** A failed run's error, shortened in the table, whole (with line breaks) in a dialog. */
export function RunError({ run }: { run: jobsOpsApi.JobRunRow }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  if (!run.error) return <span className="console-muted">{t('none')}</span>;
  const short = run.error.length > 80 ? `${run.error.slice(0, 80)}…` : run.error;
  return (
    <span className="jobs-error">
      <span className="jobs-error-text">{short}</span>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`${t('show_error')}: ${run.name}`}>
        {t('show_error')}
      </Button>
      {open && (
        <Dialog
          open
          onOpenChange={setOpen}
          title={t('error_title', { name: run.name, at: formatDateTime(run.startedAt) })}
          size="md"
          testId="job-error-dialog"
        >
          <div className="console-stack">
            <p className="console-muted">
              {t('period')}: {run.period} · {t('attempt')} {run.attempt} · {run.process}
            </p>
            <pre className="console-pre jobs-error-full">{run.error}</pre>
          </div>
        </Dialog>
      )}
    </span>
  );
}
