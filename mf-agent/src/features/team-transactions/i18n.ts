import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of account details (agentDownlineTransactionDetailsCopy); its columns and kind names are the records kit's (`common`). */
export const EN = {
  ledger_none: 'No team account movements in this period.',
  ledger_none_hint: 'Your team’s deposits, bets, payouts, transfers and withdrawals show here.',
  ledger_failed: 'Could not load your team’s account details.',
};

addBundles(NS, {
  EN,
  TY: {
    ledger_none: 'Đội nhóm không có biến động tài khoản trong khoảng thời gian này.',
    ledger_none_hint: 'Nạp tiền, cược, trả thưởng, chuyển tiền và rút tiền của đội nhóm sẽ hiện ở đây.',
    ledger_failed: 'Không thể tải chi tiết tài khoản của đội nhóm.',
  } satisfies typeof EN,
});
