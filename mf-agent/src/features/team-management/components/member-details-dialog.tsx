import { useTranslation } from 'react-i18next';
import { formatDateTime, type ResponseOf } from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { Amount, Badge, DataList, Dialog, ErrorPanel, Skeleton } from 'shared-ui';
import { ContractSummary } from '../../../components/contract-summary';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { useTeamMember } from '../api/get-team-member';
import { OfferContractForm } from './offer-contract-form';
import { TransferForm } from './transfer-form';
import '../i18n';

export type TeamMember = ResponseOf<typeof agencyApi.listTeamMembers>['list'][number];

/**
 * A team member's details: who it is, today's figures (UTC) and its contracts; a transfer to it and, for a
 * direct downline, a contract offer. `onChanged` refreshes the list behind (its balance moved).
 */
export function MemberDetailsDialog({
  member,
  onClose,
  onChanged,
}: {
  member: TeamMember;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const { data, error, reload } = useTeamMember(member.account);
  const changed = () => {
    reload();
    onChanged();
  };
  const who = data?.member ?? member;
  return (
    <Dialog
      open
      size="lg"
      title={t('tm_details_of', { account: member.account })}
      onOpenChange={(o) => !o && onClose()}
      testId="member-details"
    >
      <div className="agent-stack">
        <Figures
          testId="md-member"
          items={[
            {
              key: 'account',
              label: t('tm_member'),
              value: (
                <span className="agent-who">
                  {who.account}
                  {who.isAgent && <Badge tone="primary">{t('agent_badge')}</Badge>}
                </span>
              ),
            },
            { key: 'level', label: t('tm_level'), value: who.level },
            { key: 'upline', label: t('tm_upline'), value: who.upline },
            { key: 'balance', label: t('tm_balance'), value: <Amount value={who.balance} /> },
            { key: 'team', label: t('tm_team_size'), value: who.teamSize },
            { key: 'joined', label: t('tm_joined'), value: formatDateTime(who.joinedAt) },
          ]}
        />
        {error ? (
          <ErrorPanel message={t('tm_member_failed')} onRetry={reload} />
        ) : !data ? (
          <div role="status" aria-busy="true">
            <Skeleton lines={3} height={24} />
          </div>
        ) : (
          <>
            <section className="agent-section" aria-labelledby="md-today">
              <h3 id="md-today" className="agent-card-title">
                {t('tm_today')}
              </h3>
              <Figures
                testId="md-today"
                items={[
                  { key: 'bets', label: t('tm_bets'), value: data.betCount },
                  { key: 'stake', label: t('tm_stake'), value: <Amount value={data.stake} /> },
                  { key: 'payout', label: t('tm_payout'), value: <Amount value={data.payout} /> },
                  { key: 'deposits', label: t('tm_deposits'), value: <Amount value={data.deposits} /> },
                  { key: 'withdrawals', label: t('tm_withdrawals'), value: <Amount value={data.withdrawals} /> },
                ]}
              />
            </section>
            <section className="agent-section" aria-labelledby="md-contracts">
              <h3 id="md-contracts" className="agent-card-title">
                {t('tm_contracts')}
              </h3>
              <DataList
                items={data.contracts}
                itemKey={(c) => c.id}
                renderItem={(c) => <ContractSummary contract={c} party="upline" />}
                empty={t('tm_contracts_none')}
                className="agent-contract-list"
              />
            </section>
          </>
        )}
        <TransferForm account={member.account} onDone={changed} />
        {member.level === 1 && <OfferContractForm account={member.account} onDone={changed} />}
      </div>
    </Dialog>
  );
}
