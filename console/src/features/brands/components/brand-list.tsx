import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, formatDateTime, type BrandRow } from 'shared-contracts';
import { Badge, Button, DataTable, Page, toast, type Column } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { useBrands } from '../api/list-brands';
import { setBrandSuspended } from '../api/set-brand-suspended';
import { NS } from '../i18n';

type Status = 'active' | 'suspended' | 'maintenance';
/** A suspended brand's site shows maintenance too: suspension is the status that says why. */
const statusOf = (b: BrandRow): Status => (b.suspended ? 'suspended' : b.maintenance ? 'maintenance' : 'active');
const TONE = { active: 'success', suspended: 'danger', maintenance: 'neutral' } as const;

/** The brands the operator works for: a new one (brands.create), suspension and reinstatement (brands.suspend). */
export function BrandList() {
  const { t } = useTranslation([NS, CONSOLE]);
  const can = useCan();
  const navigate = useNavigate();
  const list = useBrands();
  const [changing, setChanging] = useState<BrandRow | null>(null);
  const suspend = can('brands.suspend');
  const columns: Column<BrandRow>[] = [
    { key: 'code', header: t('code'), render: (b) => <strong>{b.code}</strong> },
    { key: 'name', header: t('name'), render: (b) => b.name },
    { key: 'currency', header: t('currency'), render: (b) => `${b.currency} (${b.currencySymbol})` },
    { key: 'languages', header: t('languages'), render: (b) => b.languages.join(', ') },
    {
      key: 'domains',
      header: t('domains'),
      render: (b) => (
        <ul className="console-brand-domains">
          {b.domains.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'status',
      header: t(`${CONSOLE}:status`),
      render: (b) => (
        <Badge tone={TONE[statusOf(b)]} testId={`brand-status-${b.code}`}>
          {t(`status_${statusOf(b)}`)}
        </Badge>
      ),
    },
    {
      key: 'created',
      header: t('created'),
      render: (b) => <span className="console-nowrap">{formatDateTime(b.createdAt).slice(0, 10)}</span>,
    },
    ...(suspend
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (b: BrandRow) => (
              <Button
                size="sm"
                variant={b.suspended ? 'secondary' : 'danger'}
                onClick={() => setChanging(b)}
                aria-label={`${t(b.suspended ? 'reinstate' : 'suspend')} ${b.code}`}
              >
                {t(b.suspended ? 'reinstate' : 'suspend')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page
      title={t('title')}
      testId="brands-page"
      actions={
        can('brands.create') && (
          <Button size="sm" variant="primary" onClick={() => void navigate('new')}>
            {t('new')}
          </Button>
        )
      }
    >
      <p className="console-muted">{t('intro')}</p>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(b) => b.code}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="brands-table"
      />
      {changing && (
        <ReasonDialog
          open
          title={t(changing.suspended ? 'reinstate_title' : 'suspend_title', { code: changing.code })}
          action={t(changing.suspended ? 'reinstate' : 'suspend')}
          onClose={() => setChanging(null)}
          onSubmit={async (reason) => {
            const row = await setBrandSuspended(changing.code, !changing.suspended, reason);
            toast({
              title: t(row.suspended ? 'suspended_ok' : 'reinstated_ok', { code: row.code }),
              tone: 'success',
            });
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
