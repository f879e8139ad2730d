import type { ContractType } from 'shared-contracts/agency';
import { Skeleton } from 'shared-ui';
import { useContracts } from '../api/list-contracts';
import { ContractLists } from './contract-lists';
import { SettlementRecords } from './settlement-records';

/**
 * One contract type's page (agentDividendRecord DIVIDEND, agentDailyWages2 DAILY_SALARY, agentHourSalary
 * HOURLY_SALARY, agentRealtimeSalary REALTIME_SALARY): my contract, those I gave, then the settlements. The cards come
 * in together once the contracts are read, the settlements below them: nothing on the page jumps while it loads.
 */
export function ContractsPage({ type }: { type: ContractType }) {
  const contracts = useContracts(type);
  const settled = !!contracts.data || !!contracts.error;
  return (
    <div className="agent-stack" data-testid={`contracts-${type}`}>
      {settled ? (
        <>
          <ContractLists type={type} contracts={contracts} />
          <SettlementRecords type={type} />
        </>
      ) : (
        <div data-testid="loading" aria-busy="true">
          <Skeleton height={320} radius="var(--radius-lg)" />
        </div>
      )}
    </div>
  );
}
