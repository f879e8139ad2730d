import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type Resource } from 'shared-contracts';
import { Button, DataTable, Dialog, FormStatus, toast, type Column } from 'shared-ui';
import { deleteResource } from '../api/delete-resource';
import { NS } from '../i18n';
import { ResourceDialog } from './resource-dialog';
import type { TabProps } from './tab-props';

/** Asks before a resource goes; the site stops linking it at the next page load. */
function RemoveDialog({
  code,
  type,
  onClose,
  onDone,
}: {
  code: string;
  type: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation([NS, 'console']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const remove = async () => {
    setBusy(true);
    try {
      await deleteResource(code, type);
      toast({ title: t('removed', { type }), tone: 'success' });
      onDone();
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
      title={t('remove_title', { type })}
      size="sm"
      testId="remove-resource-dialog"
    >
      <div className="console-stack">
        <p>{t('remove_text')}</p>
        <FormStatus status={error} />
        <div className="console-row">
          <Button variant="danger" loading={busy} onClick={() => void remove()}>
            {t('remove')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('console:cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The brand's resources (app downloads, mobile config, blog …): listed, added, changed and removed. */
export function ResourcesTab({ code, settings, write, onSaved }: TabProps) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const columns: Column<Resource>[] = [
    { key: 'type', header: t('col_type'), render: (r) => <strong>{r.resourceType}</strong> },
    { key: 'label', header: t('col_label'), render: (r) => r.labelNameEn },
    { key: 'url', header: t('col_url'), render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.url}</span> },
    ...(write
      ? [
          {
            key: 'actions',
            header: t('actions'),
            render: (r: Resource) => (
              <span className="console-row">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(r)}
                  aria-label={`${t('edit')} ${r.resourceType}`}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRemoving(r.resourceType)}
                  aria-label={`${t('remove')} ${r.resourceType}`}
                >
                  {t('remove')}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-label={t('tab_resources')} data-testid="settings-resources">
      <p className="console-muted">{t('resources_intro')}</p>
      {write && (
        <div className="console-row">
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('add_resource')}
          </Button>
        </div>
      )}
      <DataTable
        caption={t('tab_resources')}
        columns={columns}
        rows={settings.resources}
        rowKey={(r) => r.resourceType}
        empty={t('resources_empty')}
        testId="resources-table"
      />
      {editing && (
        <ResourceDialog
          code={code}
          resource={editing === 'new' ? null : editing}
          taken={settings.resources.map((r) => r.resourceType)}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {removing && <RemoveDialog code={code} type={removing} onClose={() => setRemoving(null)} onDone={onSaved} />}
    </section>
  );
}
