import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import { REDEMPTION_STATUSES, type Redemption, type RedemptionStatus } from 'shared-contracts/engagement';
import { Badge, DataTable, Pager, Select } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useRedemptions } from '../api/list-redemptions';
import { formatPoints } from './points-format';
import '../i18n';

const PAGE_SIZE = 10;
const TONE = { IN_PROCESS: 'primary', REJECTED: 'danger', APPROVED: 'success' } as const;

/** Redeem history (SPEC §3, §4): each redemption's reward, quantity, points, status and time, newest first. */
export function HistoryTab({ lang }: { lang: 'EN' | 'TY' }) {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const list = useRedemptions({ lang, pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const data = list.data;
  return (
    <div className="pts-stack">
      <div className="pts-toolbar">
        <Select
          label={t('history_filter')}
          value={status}
          placeholder={t('filter_all')}
          options={REDEMPTION_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus | '');
            setPageNo(1);
          }}
        />
      </div>
      <DataTable<Redemption>
        caption={t('history_list')}
        testId="redeem-history"
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error ? t('history_failed') : null}
        onRetry={list.reload}
        empty={t('history_empty')}
        columns={[
          {
            key: 'item',
            header: t('col_item'),
            render: (r) => (
              <span className="pts-cell-item">
                {r.itemName}
                {r.reason && <span className="pts-reason">{t('history_reason', { reason: r.reason })}</span>}
              </span>
            ),
          },
          { key: 'quantity', header: t('col_quantity'), align: 'end', render: (r) => r.quantity },
          { key: 'points', header: t('col_points'), align: 'end', render: (r) => formatPoints(r.points) },
          {
            key: 'status',
            header: t('col_status'),
            render: (r) => <Badge tone={TONE[r.status]}>{t(`status_${r.status}`)}</Badge>,
          },
          {
            key: 'time',
            header: t('col_time'),
            render: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPageNo} />}
    </div>
  );
}
