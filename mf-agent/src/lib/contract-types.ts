import type { ResponseOf } from 'shared-contracts';
import { CONTRACT_TYPES, type ContractType, type agencyApi } from 'shared-contracts/agency';
import type { AgentPage } from '../config/pages';

export type Consolidated = ResponseOf<typeof agencyApi.getConsolidated>;

/** The agent centre page of each contract type's records (SPEC §2). */
export const CONTRACT_PAGE: Record<ContractType, AgentPage> = {
  DIVIDEND: 'agentDividendRecord',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
};

/** The consolidated flag that shows each contract type (SPEC §6: the salary and dividend menus follow them). */
const FLAG: Record<ContractType, 'enableCt' | 'dailySalary' | 'hourSalary' | 'salary'> = {
  DIVIDEND: 'enableCt',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourSalary',
  REALTIME_SALARY: 'salary',
};

/** The contract types the merchant has on, in their menu order; none before the flags are known. */
export function enabledContractTypes(c: Consolidated | null | undefined): ContractType[] {
  return c ? CONTRACT_TYPES.filter((type) => c[FLAG[type]]) : [];
}

/** The contract type a page shows, or null for the other pages. */
export function contractTypeOf(page: AgentPage): ContractType | null {
  return CONTRACT_TYPES.find((type) => CONTRACT_PAGE[type] === page) ?? null;
}
