import type { TFunction } from 'i18next';
import type { AccountRecordItem } from 'shared-contracts';

const DIRECTED = new Set(['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'AGENT_PAYOUT']);

/** A movement's type in words; a transfer between upline and downline, or a contract payout, reads by its direction. */
export function ledgerTypeText(t: TFunction, m: Pick<AccountRecordItem, 'type' | 'amount'>): string {
  if (DIRECTED.has(m.type)) return t(`ledger_${m.type}_${m.amount < 0 ? 'out' : 'in'}`);
  return t(`ledger_${m.type}`);
}
