import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Withdrawal } from 'shared-contracts';
import { Button, DataTable, Pager } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { AmountWithFee } from '../../../components/money/amount-with-fee';
import { useWithdrawals } from '../api/list-withdrawals';
import { ConfirmWithdrawalDialog } from './confirm-withdrawal-dialog';
import { WithdrawalStatusCell } from './withdrawal-status';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** "My withdrawals", newest first, paged; a PAID one is confirmed received / not received with a proof. */
export function MyWithdrawals({ reloadKey, autoMinutes }: { reloadKey: number; autoMinutes: number }) {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const { data, loading, error, reload } = useWithdrawals(page, WITHDRAWALS_PAGE_SIZE);
  useEffect(() => {
    if (reloadKey > 0) reload();
  }, [reloadKey, reload]);
  return (
    <section className="ui-card member-card" aria-labelledby="wd-history-title">
      <h3 id="wd-history-title" className="member-card-title">
        <History aria-hidden />
        {t('wd_history')}
      </h3>
      <DataTable<Withdrawal>
        caption={t('wd_history')}
        testId="my-withdrawals"
        rows={data?.list ?? []}
        rowKey={(w) => w.id}
        loading={loading}
        error={error ? t('wd_history_failed') : null}
        onRetry={reload}
        empty={t('wd_history_none')}
        emptyHint={t('wd_history_none_hint')}
        columns={[
          {
            key: 'time',
            header: t('wd_col_time'),
            render: (w) => formatDateTime(w.createdAt, { lang: i18n.language }),
          },
          {
            key: 'amount',
            header: t('wd_col_amount'),
            align: 'end',
            render: (w) => <AmountWithFee amount={w.amount} fee={w.fee} currency={w.currency} />,
          },
          { key: 'account', header: t('wd_col_account'), render: (w) => `${w.bankName} ${w.accountNumber}` },
          { key: 'status', header: t('wd_col_status'), render: (w) => <WithdrawalStatusCell withdrawal={w} /> },
          {
            key: 'action',
            header: t('wd_col_action'),
            render: (w) =>
              w.status === 'PAID' ? (
                <Button size="sm" variant="primary" onClick={() => setConfirming(w)}>
                  {t('wd_confirm')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Pager page={page} pages={data?.totalPages ?? 1} onPage={setPage} />
      <ConfirmWithdrawalDialog
        withdrawal={confirming}
        autoMinutes={autoMinutes}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          reload();
        }}
      />
    </section>
  );
}
