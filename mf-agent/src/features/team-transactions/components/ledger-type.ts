import type { TFunction } from 'i18next';
import type { AccountRecordItem, LedgerType } from 'shared-contracts';

/** Kinds whose name depends on the direction: a transfer or a contract payout, out (negative) or in. */
const DIRECTED: ReadonlySet<LedgerType> = new Set(['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'AGENT_PAYOUT']);

/** A movement's type in words; transfers and contract payouts read by their direction. */
export function ledgerTypeText(t: TFunction, m: Pick<AccountRecordItem, 'type' | 'amount'>): string {
  if (DIRECTED.has(m.type)) return t(`ledger_${m.type}_${m.amount < 0 ? 'out' : 'in'}`);
  return t(`ledger_${m.type}`);
}
