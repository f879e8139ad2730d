import type { TFunction } from 'i18next';
import type { AccountRecordItem } from 'shared-contracts';

/** A movement's type in words; a transfer with the upline reads by its direction. */
export function ledgerTypeText(t: TFunction, m: Pick<AccountRecordItem, 'type' | 'amount'>): string {
  if (m.type === 'TRANSFER_UPLINE') return t(m.amount < 0 ? 'ledger_TRANSFER_UPLINE_out' : 'ledger_TRANSFER_UPLINE_in');
  return t(`ledger_${m.type}`);
}
