import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi, errorText } from 'shared-contracts';
import { Badge, Button, DataTable, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { usePointsItems } from '../api/list-points-items';
import { NS } from '../i18n';
import { GrantPointsDialog } from './grant-points-dialog';
import { PointsItemDialog } from './points-item-dialog';
import { PointsSettings } from './points-settings';

type Item = engagementOpsApi.OpsPointsItem;

/** The points mall: its rules, its catalogue (add, edit, stock) and grants of points to a member. */
export function PointsTab({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const items = usePointsItems(merchant);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [granting, setGranting] = useState(false);
  const columns: Column<Item>[] = [
    {
      key: 'name',
      header: t('item_name'),
      render: (i) => (
        <span>
          <strong>{i.name.EN}</strong>
          {i.name.TY && <span className="console-muted"> · {i.name.TY}</span>}
        </span>
      ),
    },
    { key: 'cost', header: t('item_cost'), align: 'end', render: (i) => i.cost.toLocaleString('en') },
    { key: 'stock', header: t('item_stock'), align: 'end', render: (i) => i.stock.toLocaleString('en') },
    { key: 'sort', header: t('sort'), align: 'end', render: (i) => i.sort },
    {
      key: 'status',
      header: t(`${CONSOLE}:status`),
      render: (i) => (
        <Badge tone={i.active ? 'success' : 'neutral'} testId={`item-status-${i.id}`}>
          {t(i.active ? 'active' : 'inactive')}
        </Badge>
      ),
    },
    ...(write
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (i: Item) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(i)}
                aria-label={`${t('edit')} ${i.name.EN}`}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="console-stack" data-testid="points-panel">
      <PointsSettings merchant={merchant} write={write} />
      <section className="console-stack" aria-labelledby="points-items">
        <h2 id="points-items">{t('points_items')}</h2>
        {write && (
          <div className="console-toolbar">
            <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
              {t('item_new')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setGranting(true)}>
              {t('grant_open')}
            </Button>
          </div>
        )}
        <DataTable
          caption={t('points_items')}
          columns={columns}
          rows={items.data?.items ?? []}
          rowKey={(i) => i.id}
          loading={items.loading}
          error={items.error ? errorText(t, items.error) : null}
          onRetry={items.reload}
          empty={t('items_empty')}
          testId="points-items-table"
        />
      </section>
      {editing && (
        <PointsItemDialog
          merchant={merchant}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={items.reload}
        />
      )}
      {granting && <GrantPointsDialog merchant={merchant} onClose={() => setGranting(false)} />}
    </div>
  );
}
