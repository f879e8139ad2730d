import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'shared-contracts';
import { Button, DataTable, type Column } from 'shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { deleteResource } from '../api/delete-resource';
import { NS } from '../i18n';
import { ResourceDialog } from './resource-dialog';
import type { TabProps } from './tab-props';

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
      {removing && (
        // The site stops linking a removed resource at the next page load.
        <ConfirmDialog
          title={t('remove_title', { type: removing })}
          body={t('remove_text')}
          confirmLabel={t('remove')}
          doneText={t('removed', { type: removing })}
          action={() => deleteResource(code, removing)}
          testId="remove-resource-dialog"
          onClose={() => setRemoving(null)}
          onDone={onSaved}
        />
      )}
    </section>
  );
}
