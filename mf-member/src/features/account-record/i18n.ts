import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the account record (transactionHistory); its columns and kind names are the records kit's (`common`). */
export const EN = {
  ledger_held: 'Held',
  ledger_held_hint: 'Money held for a withdrawal until the operator decides',
  ledger_none: 'No account movements in this period.',
  ledger_none_hint: 'Deposits, bets, payouts and withdrawals show here.',
  ledger_failed: 'Could not load your account record.',
};

addBundles(NS, {
  EN,
  TY: {
    ledger_held: 'Tạm giữ',
    ledger_held_hint: 'Tiền tạm giữ cho lệnh rút đến khi nhà điều hành quyết định',
    ledger_none: 'Không có biến động tài khoản trong khoảng thời gian này.',
    ledger_none_hint: 'Nạp tiền, cược, trả thưởng và rút tiền sẽ hiện ở đây.',
    ledger_failed: 'Không thể tải lịch sử tài khoản.',
  } satisfies typeof EN,
});
