import { FileSignature, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractType } from 'shared-contracts/agency';
import { DataList } from 'shared-ui';
import { ContractSummary } from '../../../components/contract-summary';
import { NS } from '../../../config/i18n';
import type { useContracts } from '../api/list-contracts';
import { ContractActions } from './contract-actions';
import '../i18n';

const isOpen = (c: Contract) => c.status === 'OFFERED' || c.status === 'ACTIVE';

/**
 * "My contract" (the open contracts the agent holds from its upline or the house: an ACTIVE one and an offer
 * replacing it) and "Contracts I gave" (to its direct downlines), each with the actions its state allows.
 */
export function ContractLists({ type, contracts }: { type: ContractType; contracts: ReturnType<typeof useContracts> }) {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = contracts;
  const typeName = t(`type_${type}`);
  const states = { loading, error: error ? t('ct_failed') : null, onRetry: reload };
  return (
    <>
      <section className="ui-card agent-card" aria-labelledby="ct-mine">
        <h2 id="ct-mine" className="agent-card-title">
          <FileSignature aria-hidden />
          {t('ct_mine')}
        </h2>
        <DataList
          {...states}
          testId="my-contracts"
          className="agent-contract-list"
          items={(data?.mine ?? []).filter(isOpen)}
          itemKey={(c) => c.id}
          empty={t('ct_mine_none', { type: typeName })}
          emptyHint={t('ct_mine_none_hint')}
          renderItem={(c) => (
            <ContractSummary
              contract={c}
              party="upline"
              mine
              actions={<ContractActions contract={c} side="mine" onDone={reload} />}
            />
          )}
        />
      </section>
      <section className="ui-card agent-card" aria-labelledby="ct-given">
        <h2 id="ct-given" className="agent-card-title">
          <Handshake aria-hidden />
          {t('ct_given')}
        </h2>
        <DataList
          {...states}
          testId="given-contracts"
          className="agent-contract-list"
          items={data?.downlines ?? []}
          itemKey={(c) => c.id}
          empty={t('ct_given_none', { type: typeName })}
          emptyHint={t('ct_given_none_hint')}
          renderItem={(c) => (
            <ContractSummary
              contract={c}
              party="account"
              actions={<ContractActions contract={c} side="given" onDone={reload} />}
            />
          )}
        />
      </section>
    </>
  );
}
