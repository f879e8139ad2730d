import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, ledgerTypeText, type AccountRecordItem, type BetRecordItem } from 'shared-contracts';
import type { Bonus } from 'shared-contracts/engagement';
import { Amount, Badge, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import type { OpsState } from '../../../lib/use-ops';
import { usePlayerBonuses } from '../api/get-player-bonuses';
import { usePlayerLedger } from '../api/get-player-ledger';
import { usePlayerPayments } from '../api/get-player-payments';
import { usePlayerRounds } from '../api/get-player-rounds';
import { NS } from '../i18n';

export interface TabProps {
  id: number;
  merchant: string | undefined;
}
const time = (iso: string) => formatDateTime(iso, { seconds: true });

export function LedgerTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const columns: Column<AccountRecordItem>[] = [
    { key: 'time', header: t('time'), render: (r) => time(r.createdAt) },
    { key: 'type', header: t('type'), render: (r) => ledgerTypeText(t, r) },
    { key: 'amount', header: t('amount'), align: 'end', render: (r) => <Amount value={r.amount} signed /> },
    { key: 'after', header: t('balance_after'), align: 'end', render: (r) => <Amount value={r.balanceAfter} /> },
    { key: 'ref', header: t('reference'), render: (r) => r.reference ?? '—' },
  ];
  return (
    <PagedTable
      state={usePlayerLedger(id, merchant, page)}
      columns={columns}
      rowKey={(r) => `${r.id}-${r.account}`}
      caption={t('tab_ledger')}
      empty={t('none')}
      page={page}
      onPage={setPage}
    />
  );
}

export function RoundsTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const columns: Column<BetRecordItem>[] = [
    { key: 'time', header: t('time'), render: (r) => time(r.createdAt) },
    { key: 'game', header: t('game'), render: (r) => `${r.gameName} · ${r.vendor}` },
    { key: 'stake', header: t('stake'), align: 'end', render: (r) => <Amount value={r.stake} /> },
    { key: 'payout', header: t('payout'), align: 'end', render: (r) => <Amount value={r.payout} /> },
    {
      key: 'wl',
      header: t('win_loss'),
      align: 'end',
      render: (r) => (r.winLoss === null ? '—' : <Amount value={r.winLoss} signed />),
    },
    { key: 'status', header: t('status'), render: (r) => <Badge tone="neutral">{r.status}</Badge> },
  ];
  return (
    <PagedTable
      state={usePlayerRounds(id, merchant, page)}
      columns={columns}
      rowKey={(r) => r.id}
      caption={t('tab_rounds')}
      empty={t('none')}
      page={page}
      onPage={setPage}
    />
  );
}

export function BonusesTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const columns: Column<Bonus>[] = [
    { key: 'time', header: t('time'), render: (b) => time(b.createdAt) },
    { key: 'title', header: t('type'), render: (b) => b.title },
    { key: 'amount', header: t('amount'), align: 'end', render: (b) => <Amount value={b.amount} /> },
    {
      key: 'turnover',
      header: t('turnover'),
      align: 'end',
      render: (b) => (
        <>
          <Amount value={b.turnoverDone} /> / <Amount value={b.turnoverRequired} />
        </>
      ),
    },
    { key: 'status', header: t('status'), render: (b) => <Badge tone="neutral">{b.status}</Badge> },
  ];
  return (
    <PagedTable
      state={usePlayerBonuses(id, merchant, page)}
      columns={columns}
      rowKey={(b) => b.id}
      caption={t('tab_bonuses')}
      empty={t('none')}
      page={page}
      onPage={setPage}
    />
  );
}

type Money = { id: number; amount: number; status: string; createdAt: string };
type MoneyPage = { list: Money[]; pageNo: number; totalPages: number };
/** The deposits' or the withdrawals' half of the payments answer, as a list of its own. */
const pick = (state: OpsState<Record<'deposits' | 'withdrawals', MoneyPage>>, key: 'deposits' | 'withdrawals') => ({
  ...state,
  data: state.data ? state.data[key] : null,
});

export function PaymentsTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const state = usePlayerPayments(id, merchant, page);
  const columns: Column<Money>[] = [
    { key: 'id', header: 'ID', render: (m) => m.id },
    { key: 'time', header: t('time'), render: (m) => time(m.createdAt) },
    { key: 'amount', header: t('amount'), align: 'end', render: (m) => <Amount value={m.amount} /> },
    { key: 'status', header: t('status'), render: (m) => <Badge tone="neutral">{m.status}</Badge> },
  ];
  return (
    <div className="console-split">
      {(['deposits', 'withdrawals'] as const).map((k) => (
        <section key={k} aria-labelledby={`payments-${k}`}>
          <h2 id={`payments-${k}`}>{t(k)}</h2>
          <PagedTable
            state={pick(state, k)}
            columns={columns}
            rowKey={(m) => m.id}
            caption={t(k)}
            empty={t('none')}
            page={page}
            onPage={setPage}
          />
        </section>
      ))}
    </div>
  );
}
