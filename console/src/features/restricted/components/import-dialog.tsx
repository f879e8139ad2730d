import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ResponseOf, type restrictedOpsApi } from 'shared-contracts';
import { Button, DataTable, Dialog, TextField, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { importRestricted } from '../api/import-restricted';
import { NS } from '../i18n';

type Result = ResponseOf<typeof restrictedOpsApi.importRestricted>;

interface Props {
  open: boolean;
  merchant: string | undefined;
  onClose: () => void;
  onImported: () => void;
}

/** CSV import: pick a file, see the accepted and rejected rows (each with its problems), then import the accepted. */
export function ImportDialog({ open, merchant, onClose, onImported }: Props) {
  const { t } = useTranslation([NS, CONSOLE]);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setCsv(null);
    setPreview(null);
    setError(null);
    onClose();
  };
  const run = async (text: string, dry: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const r = await importRestricted(text, dry, merchant);
      if (dry) setPreview(r);
      else {
        toast({ title: t('import_done', { count: r.imported }), tone: 'success' });
        onImported();
        close();
      }
    } catch (e) {
      setError(errorText(t, e as never));
    } finally {
      setBusy(false);
    }
  };
  const accepted = preview?.accepted.length ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title={t('import_title')}
      size="lg"
      testId="restricted-import"
      footer={
        preview && csv && accepted > 0 ? (
          <Button variant="primary" loading={busy} onClick={() => void run(csv, false)}>
            {t('import_confirm', { count: accepted })}
          </Button>
        ) : undefined
      }
    >
      <p className="console-muted">{t('import_hint')}</p>
      <TextField
        label={t('import_file')}
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          const file = e.target.files?.[0];
          setPreview(null);
          if (file)
            void file.text().then((text) => {
              setCsv(text);
              return run(text, true);
            });
        }}
      />
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      {preview && (
        <>
          <p role="status">
            {t('import_accepted', { count: accepted })} · {t('import_rejected', { count: preview.rejected.length })}
          </p>
          <DataTable
            caption={t('import_rejected', { count: preview.rejected.length })}
            columns={[
              { key: 'line', header: t('line'), render: (r) => r.line },
              { key: 'errors', header: t('problems'), render: (r) => r.errors.map((k) => t(k)).join('; ') },
            ]}
            rows={preview.rejected}
            rowKey={(r) => String(r.line)}
            loading={false}
            error={null}
            onRetry={() => undefined}
            empty={t('none')}
            testId="restricted-rejected"
          />
        </>
      )}
    </Dialog>
  );
}
