import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { Contract, ContractStatus, Tier } from 'shared-contracts/agency';
import { Amount, Badge, DataTable } from 'shared-ui';
import { NS } from '../config/i18n';
import { formatRate } from '../lib/rates';
import './i18n';

const STATUS_TONE = { OFFERED: 'primary', ACTIVE: 'success', REJECTED: 'neutral', TERMINATED: 'neutral' } as const;

/** A contract's status as a coloured badge. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation(NS);
  return <Badge tone={STATUS_TONE[status]}>{t(`status_${status}`)}</Badge>;
}

/** A contract's tiers: from which amount and active members which rate (in %) applies. */
export function TiersTable({ tiers, caption }: { tiers: readonly Tier[]; caption?: string }) {
  const { t } = useTranslation(NS);
  return (
    <DataTable<Tier>
      caption={caption ?? t('tiers')}
      rows={tiers}
      rowKey={(r) => `${r.minAmount}-${r.minActive}-${r.rate}`}
      columns={[
        { key: 'amount', header: t('tier_min_amount'), align: 'end', render: (r) => <Amount value={r.minAmount} /> },
        { key: 'active', header: t('tier_min_active'), align: 'end', render: (r) => r.minActive },
        { key: 'rate', header: t('tier_rate'), align: 'end', render: (r) => formatRate(r.rate) },
      ]}
    />
  );
}

/**
 * One contract: type, status, period, the other party (the payer, "House" for none, or the contractee) and its
 * tiers, with the actions its state allows below.
 */
export function ContractSummary({
  contract,
  party,
  mine,
  actions,
  testId,
}: {
  contract: Contract;
  /** The agent holds it (the terminate-conflicts note then says "your contracts"). */
  mine?: boolean;
  /** Which side to name: `upline` (my contract: who pays me) or `account` (a contract I gave). */
  party: 'upline' | 'account';
  actions?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <article className="agent-contract" data-testid={testId}>
      <header className="agent-contract-head">
        <strong>{t(`type_${contract.type}`)}</strong>
        <ContractStatusBadge status={contract.status} />
      </header>
      <dl className="agent-pairs">
        <div>
          <dt>{party === 'upline' ? t('contract_from') : t('contract_to')}</dt>
          <dd>{party === 'upline' ? (contract.upline ?? t('house')) : contract.account}</dd>
        </div>
        <div>
          <dt>{t('contract_period')}</dt>
          <dd>{t(`period_${contract.period}`)}</dd>
        </div>
      </dl>
      <TiersTable tiers={contract.tiers} />
      <p className="agent-hint">{t('contract_offered_at', { time: formatDateTime(contract.offeredAt) })}</p>
      {contract.status === 'OFFERED' && contract.terminatesConflicts && (
        <p className="agent-hint">
          {t(mine ? 'contract_terminates_mine' : 'contract_terminates', {
            rate: formatRate(contract.maxRate),
          })}
        </p>
      )}
      {actions && <div className="agent-actions">{actions}</div>}
    </article>
  );
}
