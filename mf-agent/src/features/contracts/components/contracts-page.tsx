import type { ContractType } from 'shared-contracts/agency';
import { ContractLists } from './contract-lists';
import { SettlementRecords } from './settlement-records';

/**
 * One contract type's page (agentDividendRecord DIVIDEND, agentDailyWages2 DAILY_SALARY, agentHourSalary
 * HOURLY_SALARY, agentRealtimeSalary REALTIME_SALARY): my contract, those I gave, then the settlements.
 */
export function ContractsPage({ type }: { type: ContractType }) {
  return (
    <div className="agent-stack" data-testid={`contracts-${type}`}>
      <ContractLists type={type} />
      <SettlementRecords type={type} />
    </div>
  );
}
