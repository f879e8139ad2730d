import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type BrandLookVersion } from 'shared-contracts';
import { Button, DataTable, Dialog, FormStatus, toast, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { revertBrandLook } from '../api/revert-brand-look';
import { NS } from '../i18n';

/** The brand's published looks, newest first; restoring one publishes it again as the next version. */
export function LookHistory({
  code,
  history,
  canRevert,
  onReverted,
}: {
  code: string;
  history: readonly BrandLookVersion[];
  canRevert: boolean;
  onReverted: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const [restoring, setRestoring] = useState<BrandLookVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const columns: Column<BrandLookVersion>[] = [
    {
      key: 'version',
      header: t('version'),
      render: (v) => (
        <span>
          <strong>{v.version}</strong>
          {v.revertedFrom !== null && (
            <span className="console-muted"> · {t('reverted_from', { version: v.revertedFrom })}</span>
          )}
        </span>
      ),
    },
    { key: 'name', header: t('name'), render: (v) => v.name },
    { key: 'by', header: t('by'), render: (v) => v.publishedBy },
    { key: 'at', header: t('at'), render: (v) => formatDateTime(v.publishedAt) },
    ...(canRevert
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (v: BrandLookVersion) =>
              v.version === history[0]?.version ? null : (
                <Button size="sm" variant="secondary" onClick={() => setRestoring(v)}>
                  {t('revert')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  const restore = async (v: BrandLookVersion) => {
    setBusy(true);
    setProblem(null);
    try {
      await revertBrandLook(code, v.version);
      toast({ title: t('reverted_ok', { version: v.version }), tone: 'success' });
      setRestoring(null);
      onReverted();
    } catch (e) {
      setProblem(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="console-stack" aria-labelledby="look-history">
      <h2 id="look-history">{t('section_history')}</h2>
      <DataTable
        caption={t('section_history')}
        columns={columns}
        rows={[...history]}
        rowKey={(v) => String(v.version)}
        loading={false}
        error={null}
        empty={t('history_empty')}
        testId="look-history"
      />
      {restoring && (
        <Dialog
          open
          onOpenChange={(o) => !o && setRestoring(null)}
          title={t('revert_title', { version: restoring.version, code })}
          size="sm"
          testId="look-revert-dialog"
        >
          <div className="console-stack">
            <p>{t('revert_body')}</p>
            <FormStatus status={problem ?? undefined} />
            <div className="console-row">
              <Button variant="primary" loading={busy} onClick={() => void restore(restoring)}>
                {t('revert')}
              </Button>
              <Button variant="ghost" onClick={() => setRestoring(null)}>
                {t(`${CONSOLE}:cancel`)}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
