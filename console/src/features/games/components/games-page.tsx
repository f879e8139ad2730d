import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, GAME_CATEGORIES, type OpsVendor } from 'shared-contracts';
import { Badge, Button, DataTable, Page, Select, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useVendors } from '../api/list-vendors';
import { NS } from '../i18n';
import { GamesTabs } from './games-tabs';
import { VendorDialog } from './vendor-dialog';

/** /console/games: the vendor cards of the brand chosen in the header, by category; each editable (games.configure). */
export function GamesPage() {
  const { t } = useTranslation([NS, CONSOLE, 'common']);
  const { oneMerchant: merchant } = useOperator();
  const can = useCan()('games.configure');
  const list = useVendors(merchant);
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<OpsVendor | null>(null);
  const rows = (list.data?.list ?? []).filter((v) => !category || v.category === category);
  const windowText = (v: OpsVendor) =>
    t('scheduled', {
      from: formatDateTime(v.maintenanceFrom!),
      until: v.maintenanceUntil ? formatDateTime(v.maintenanceUntil) : t('open_end'),
    });
  const columns: Column<OpsVendor>[] = [
    {
      key: 'vendor',
      header: t('vendor'),
      render: (v) => (
        <span>
          <strong>{v.displayName}</strong> <span className="console-muted">{v.code}</span>
        </span>
      ),
    },
    { key: 'category', header: t('category'), render: (v) => t(`common:cat_${v.category}`) },
    { key: 'games', header: t('games'), render: (v) => v.games.toLocaleString() },
    {
      key: 'state',
      header: t('state'),
      render: (v) => (
        <span className="console-row" data-testid={`vendor-state-${v.key}`}>
          <Badge tone={v.enabled ? 'success' : 'neutral'}>{t(v.enabled ? 'on' : 'off')}</Badge>
          {v.hot && <Badge tone="primary">{t('hot')}</Badge>}
          {v.inMaintenance && <Badge tone="danger">{t('in_maintenance')}</Badge>}
          {!v.inMaintenance && v.maintenanceFrom && <span className="console-muted">{windowText(v)}</span>}
        </span>
      ),
    },
    { key: 'order', header: t('order'), render: (v) => v.sort },
    ...(can
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (v: OpsVendor) => (
              <Button size="sm" variant="secondary" onClick={() => setEditing(v)} aria-label={`${t('edit')} ${v.key}`}>
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page title={t('title')} testId="games-page">
      <GamesTabs />
      <p className="console-muted">{t('intro', { code: merchant })}</p>
      <div className="console-filters">
        <Select
          label={t('category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={[
            { value: '', label: t('all_categories') },
            ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`common:cat_${c}`) })),
          ]}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(v) => v.key}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="vendors-table"
      />
      {editing && merchant && (
        <VendorDialog merchant={merchant} vendor={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      )}
    </Page>
  );
}
