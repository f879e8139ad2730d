import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, formatMoney } from 'shared-contracts';
import {
  CONTRACT_TYPES,
  SETTLEMENT_STATUSES,
  type ContractType,
  type Settlement,
  type SettlementStatus,
} from 'shared-contracts/agency';
import { Badge, Button, toast, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { useSettlements } from '../api/list-settlements';
import { retrySettlements } from '../api/retry-settlements';
import { NS } from '../i18n';
import { FilterBar, NO_FILTER } from './filter-bar';

const TONE = { PAID: 'success', UNPAID: 'danger', NOTHING: 'neutral' } as const;

/**
 * The brand's settlements by account, type and status; UNPAID rows stand out, and the brand's unpaid count heads the
 * list with "pay unpaid now" (agency.write), which pays those whose payer now has the money.
 */
export function SettlementsTab({ code, canWrite }: { code: string; canWrite: boolean }) {
  const { t } = useTranslation([NS, 'console', 'common']);
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const list = useSettlements({
    code,
    account: filter.account || undefined,
    type: (filter.type || undefined) as ContractType | undefined,
    status: (filter.status || undefined) as SettlementStatus | undefined,
    pageNo: page,
  });
  const retry = async () => {
    setBusy(true);
    try {
      const r = await retrySettlements({ code, ...(filter.type ? { type: filter.type as ContractType } : {}) });
      toast({
        title: t('retried_ok', { count: r.retried, amount: formatMoney(r.amount), left: r.stillUnpaid }),
        tone: r.retried > 0 ? 'success' : 'info',
      });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<Settlement>[] = [
    {
      key: 'period',
      header: t('col_settled_period'),
      render: (s) => `${formatDateTime(s.periodStart)} – ${formatDateTime(s.periodEnd)}`,
    },
    { key: 'type', header: t('type'), render: (s) => t(`type_${s.type}`) },
    { key: 'payee', header: t('col_payee'), render: (s) => <strong>{s.account}</strong> },
    { key: 'payer', header: t('col_payer'), render: (s) => s.upline ?? t('house') },
    { key: 'base', header: t('col_base'), render: (s) => formatMoney(s.base), align: 'end' },
    { key: 'rate', header: t('col_rate'), render: (s) => `${s.rate / 100} %`, align: 'end' },
    {
      key: 'amount',
      header: t('col_amount'),
      render: (s) => (s.status === 'UNPAID' ? <strong>{formatMoney(s.amount)}</strong> : formatMoney(s.amount)),
      align: 'end',
    },
    {
      key: 'status',
      header: t('status'),
      render: (s) => (
        <Badge tone={TONE[s.status]} testId={`settlement-status-${s.id}`}>
          {t(`sstatus_${s.status}`)}
        </Badge>
      ),
    },
  ];
  const unpaid = list.data?.unpaid ?? 0;
  return (
    <div className="console-stack">
      <FilterBar
        types={CONTRACT_TYPES}
        statuses={SETTLEMENT_STATUSES}
        statusLabel="sstatus_"
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      {list.data && (
        <div className={unpaid ? 'agency-unpaid agency-unpaid-some' : 'agency-unpaid'} data-testid="unpaid-summary">
          <span>
            {unpaid
              ? t('unpaid_summary', { count: unpaid, amount: formatMoney(list.data.unpaidAmount) })
              : t('none_unpaid')}
          </span>
          {canWrite && unpaid > 0 && (
            <Button size="sm" variant="primary" loading={busy} onClick={() => void retry()}>
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(s) => s.id}
        caption={t('settlements_caption')}
        empty={t('empty_settlements')}
        page={page}
        onPage={setPage}
        testId="settlements-table"
      />
    </div>
  );
}
