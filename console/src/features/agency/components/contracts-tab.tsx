import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from 'shared-contracts';
import { CONTRACT_STATUSES, CONTRACT_TYPES, type Contract, type ContractType } from 'shared-contracts/agency';
import { Badge, Button, toast, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useContracts } from '../api/list-contracts';
import { terminateContract } from '../api/terminate-contract';
import { NS } from '../i18n';
import { FilterBar, NO_FILTER } from './filter-bar';
import { HouseContractDialog } from './house-contract-dialog';

const TONE = { ACTIVE: 'success', OFFERED: 'primary', REJECTED: 'neutral', TERMINATED: 'neutral' } as const;

/** Every contract of the brand by account, type and status; the house's contract form and terminate (agency.write). */
export function ContractsTab({ code, canWrite }: { code: string; canWrite: boolean }) {
  const { t } = useTranslation([NS, 'console']);
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useContracts({
    code,
    account: filter.account || undefined,
    type: (filter.type || undefined) as ContractType | undefined,
    status: (filter.status || undefined) as Contract['status'] | undefined,
    pageNo: page,
  });
  const tiers = (c: Contract) =>
    c.tiers
      .map((tier) =>
        t('tier_text', { amount: formatMoney(tier.minAmount), active: tier.minActive, rate: tier.rate / 100 }),
      )
      .join('; ');
  const columns: Column<Contract>[] = [
    { key: 'id', header: '#', render: (c) => c.id },
    { key: 'agent', header: t('col_agent'), render: (c) => <strong>{c.account}</strong> },
    { key: 'payer', header: t('col_payer'), render: (c) => c.upline ?? t('house') },
    { key: 'type', header: t('type'), render: (c) => `${t(`type_${c.type}`)} · ${t(`period_${c.period}`)}` },
    { key: 'tiers', header: t('col_tiers'), render: tiers },
    {
      key: 'status',
      header: t('status'),
      render: (c) => <Badge tone={TONE[c.status]}>{t(`cstatus_${c.status}`)}</Badge>,
    },
    {
      key: 'since',
      header: t('col_since'),
      render: (c) => formatDateTime(c.acceptedAt ?? c.offeredAt),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('console:actions'),
            render: (c: Contract) =>
              (c.status === 'ACTIVE' || c.status === 'OFFERED') && (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setEnding(c)}
                  aria-label={t('terminate_label', { id: c.id })}
                >
                  {t('terminate')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <div className="console-stack">
      <div className="agency-toolbar">
        <FilterBar
          types={CONTRACT_TYPES}
          statuses={CONTRACT_STATUSES}
          statusLabel="cstatus_"
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
        {canWrite && (
          <Button variant="primary" size="sm" onClick={() => setAdding(true)}>
            {t('new_contract')}
          </Button>
        )}
      </div>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(c) => c.id}
        caption={t('contracts_caption')}
        empty={t('empty_contracts')}
        page={page}
        onPage={setPage}
        testId="contracts-table"
      />
      <ReasonDialog
        open={ending !== null}
        title={ending ? t('terminate_title', { id: ending.id, account: ending.account }) : ''}
        action={t('terminate')}
        onClose={() => setEnding(null)}
        onSubmit={async (reason) => {
          const done = await terminateContract(code, ending!.id, reason);
          toast({ title: t('terminated_ok', { id: done.id }), tone: 'success' });
          list.reload();
        }}
      />
      {adding && <HouseContractDialog code={code} onClose={() => setAdding(false)} onSaved={list.reload} />}
    </div>
  );
}
