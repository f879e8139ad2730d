import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type opsApi } from 'shared-contracts';
import { Amount, Button, DataTable, Page, Select, toast, type Column } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { downloadCsv } from '../../../lib/csv';
import { opsUrl } from '../../../lib/ops-client';
import { useCan, useOperator } from '../../../lib/operator';
import { decideDeposit } from '../api/decide-deposit';
import { useDeposits } from '../api/list-deposits';
import { NS } from '../i18n';

type Deposit = opsApi.OpsDeposit;
const STATUSES = ['PENDING', 'SUCCESS', 'REJECTED'] as const;

/** The review queue of bank transfers: oldest first; finance and admins approve (credits the member) or reject. */
export function DepositsPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const can = useCan();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('PENDING');
  const list = useDeposits({ merchant, status, limit: 200 });
  const [rejecting, setRejecting] = useState<Deposit | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = list.data?.deposits ?? [];

  const approve = async (d: Deposit) => {
    setBusy(d.id);
    try {
      await decideDeposit(merchant, d.id, {});
      toast({ title: t('approved', { id: d.id }), tone: 'success' });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const columns: Column<Deposit>[] = [
    { key: 'id', header: t('id'), render: (d) => d.id },
    { key: 'member', header: t(`${CONSOLE}:member`), render: (d) => d.username ?? d.memberId },
    {
      key: 'amount',
      header: t(`${CONSOLE}:amount`),
      align: 'end',
      render: (d) => <Amount value={d.amount} currency={d.currency} />,
    },
    { key: 'payer', header: t('payer'), render: (d) => d.payerName ?? '—' },
    { key: 'method', header: t('method'), render: (d) => d.methodCode },
    { key: 'created', header: t(`${CONSOLE}:created_at`), render: (d) => formatDateTime(d.createdAt) },
    {
      key: 'receipt',
      header: t('receipt'),
      render: (d) => (
        <a
          href={opsUrl('/ops/deposits/:id/receipt', { id: d.id }, { merchant: merchant ?? '' })}
          target="_blank"
          rel="noreferrer"
        >
          {t('open_receipt')}
        </a>
      ),
    },
  ];
  if (status === 'PENDING' && can('deposits.decide'))
    columns.push({
      key: 'actions',
      header: t(`${CONSOLE}:actions`),
      render: (d) => (
        <div className="console-toolbar">
          <Button
            size="sm"
            variant="primary"
            loading={busy === d.id}
            onClick={() => void approve(d)}
            data-testid={`approve-${d.id}`}
          >
            {t(`${CONSOLE}:approve`)}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setRejecting(d)} data-testid={`reject-${d.id}`}>
            {t(`${CONSOLE}:reject`)}
          </Button>
        </div>
      ),
    });
  return (
    <Page
      title={merchant ? `${t('title')} · ${merchant}` : t('title')}
      testId="deposits-page"
      actions={
        <div className="console-toolbar">
          <Button size="sm" onClick={list.reload}>
            {t(`${CONSOLE}:refresh`)}
          </Button>
          <Button
            size="sm"
            disabled={rows.length === 0}
            onClick={() =>
              downloadCsv(`deposits-${status.toLowerCase()}.csv`, rows, {
                id: (d) => d.id,
                member: (d) => d.username,
                amount: (d) => (d.amount / 100).toFixed(2),
                currency: (d) => d.currency,
                payer: (d) => d.payerName,
                method: (d) => d.methodCode,
                status: (d) => d.status,
                created: (d) => d.createdAt,
              })
            }
          >
            {t(`${CONSOLE}:export_csv`)}
          </Button>
        </div>
      }
    >
      <div className="console-filters">
        <Select
          label={t('status_filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
          options={STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="deposits-table"
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('reject_title', { id: rejecting?.id })}
        action={t(`${CONSOLE}:reject`)}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          await decideDeposit(merchant, rejecting!.id, { reason });
          toast({ title: t('rejected', { id: rejecting!.id }), tone: 'success' });
          list.reload();
        }}
      />
    </Page>
  );
}
