import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of user loss (palStatementsAgentCopy). */
export const EN = {
  tl_bets: 'Bets',
  tl_stake: 'Stake',
  tl_payout: 'Payout',
  tl_win_loss: 'Win/loss',
  tl_totals: 'Totals',
  tl_none: 'No settled rounds in this period.',
  tl_none_hint: 'Each member’s stake, payout and win or loss shows here.',
  tl_failed: 'Could not load the user loss report.',
};

addBundles(NS, {
  EN,
  TY: {
    tl_bets: 'Số lượt cược',
    tl_stake: 'Tiền cược',
    tl_payout: 'Tiền trả thưởng',
    tl_win_loss: 'Thắng/thua',
    tl_totals: 'Tổng cộng',
    tl_none: 'Không có ván đã kết toán trong khoảng thời gian này.',
    tl_none_hint: 'Tiền cược, trả thưởng và thắng thua của từng thành viên sẽ hiện ở đây.',
    tl_failed: 'Không thể tải báo cáo thua lỗ người chơi.',
  } satisfies typeof EN,
});
