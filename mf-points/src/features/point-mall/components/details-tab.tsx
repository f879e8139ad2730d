import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { PointsLine } from 'shared-contracts/engagement';
import { DataTable, Pager } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { usePointsTransactions } from '../api/list-points-transactions';
import { formatPoints } from './points-format';
import '../i18n';

const PAGE_SIZE = 10;

/** Points details (member transaction details): every movement of the member's points, newest first. */
export function DetailsTab() {
  const { t } = useTranslation(NS);
  const [pageNo, setPageNo] = useState(1);
  const lines = usePointsTransactions({ pageNo, pageSize: PAGE_SIZE });
  const data = lines.data;
  return (
    <div className="pts-stack">
      <DataTable<PointsLine>
        caption={t('details_list')}
        testId="points-details"
        rows={data?.list ?? []}
        rowKey={(l) => l.id}
        loading={lines.loading}
        error={lines.error ? t('details_failed') : null}
        onRetry={lines.reload}
        empty={t('details_empty')}
        columns={[
          { key: 'type', header: t('col_type'), render: (l) => t(`type_${l.type}`) },
          {
            key: 'amount',
            header: t('col_points'),
            align: 'end',
            render: (l) => (
              <span className={l.amount < 0 ? 'pts-out' : 'pts-in'}>
                {l.amount > 0 ? '+' : ''}
                {formatPoints(l.amount)}
              </span>
            ),
          },
          { key: 'balance', header: t('col_balance'), align: 'end', render: (l) => formatPoints(l.balanceAfter) },
          {
            key: 'time',
            header: t('col_time'),
            render: (l) => <time dateTime={l.createdAt}>{formatDateTime(l.createdAt)}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPageNo} />}
    </div>
  );
}
