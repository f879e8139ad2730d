import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Deposit } from 'shared-contracts';
import { DataTable, Pager } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { AmountWithFee } from '../../../components/money/amount-with-fee';
import { useDeposits } from '../api/list-deposits';
import { DepositStatusBadge } from './deposit-status';

export const DEPOSITS_PAGE_SIZE = 10;

/** "My deposits": the member's deposits, newest first, paged, with their status; `reloadKey` moves to re-read. */
export function MyDeposits({ methodNames, reloadKey }: { methodNames: Record<string, string>; reloadKey: number }) {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const { data, loading, error, reload } = useDeposits(page, DEPOSITS_PAGE_SIZE);
  // A new or settled deposit (reloadKey moves): read the list again.
  useEffect(() => {
    if (reloadKey > 0) reload();
  }, [reloadKey, reload]);
  return (
    <section className="ui-card member-card" aria-labelledby="deposits-title">
      <h3 id="deposits-title" className="member-card-title">
        <History aria-hidden />
        {t('dep_history')}
      </h3>
      <DataTable<Deposit>
        caption={t('dep_history')}
        testId="my-deposits"
        rows={data?.list ?? []}
        rowKey={(d) => d.id}
        loading={loading}
        error={error ? t('dep_history_failed') : null}
        onRetry={reload}
        empty={t('dep_history_none')}
        emptyHint={t('dep_history_none_hint')}
        columns={[
          {
            key: 'time',
            header: t('dep_col_time'),
            render: (d) => formatDateTime(d.createdAt, { lang: i18n.language }),
          },
          { key: 'method', header: t('dep_col_method'), render: (d) => methodNames[d.methodCode] ?? d.methodCode },
          {
            key: 'amount',
            header: t('dep_col_amount'),
            align: 'end',
            render: (d) => <AmountWithFee amount={d.amount} fee={d.fee} currency={d.currency} />,
          },
          { key: 'status', header: t('dep_col_status'), render: (d) => <DepositStatusBadge status={d.status} /> },
        ]}
      />
      <Pager page={page} pages={data?.totalPages ?? 1} onPage={setPage} />
    </section>
  );
}
