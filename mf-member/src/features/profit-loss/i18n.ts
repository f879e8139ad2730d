import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of profit and loss (personalProfit). */
export const EN = {
  pnl_summary: 'Summary',
  pnl_stake: 'Stake',
  pnl_payout: 'Payout',
  pnl_profit: 'Profit and loss',
  pnl_deposits: 'Deposits',
  pnl_withdrawals: 'Withdrawals',
  pnl_rounds: 'Rounds',
  pnl_day: 'Day',
  pnl_category: 'Category',
  pnl_by_day: 'By day',
  pnl_by_category: 'By category',
  pnl_views: 'Profit and loss views',
  pnl_period: '{{from}} to {{to}} (UTC)',
  pnl_none: 'No settled bets in this period.',
  pnl_none_hint: 'Settled real-money rounds are counted on the day they were played.',
  pnl_failed: 'Could not load your profit and loss.',
};

addBundles(NS, {
  EN,
  TY: {
    pnl_summary: 'Tổng quan',
    pnl_stake: 'Tiền cược',
    pnl_payout: 'Tiền trả thưởng',
    pnl_profit: 'Lãi lỗ',
    pnl_deposits: 'Nạp tiền',
    pnl_withdrawals: 'Rút tiền',
    pnl_rounds: 'Số ván',
    pnl_day: 'Ngày',
    pnl_category: 'Danh mục',
    pnl_by_day: 'Theo ngày',
    pnl_by_category: 'Theo danh mục',
    pnl_views: 'Cách xem lãi lỗ',
    pnl_period: '{{from}} đến {{to}} (UTC)',
    pnl_none: 'Không có cược đã kết toán trong khoảng thời gian này.',
    pnl_none_hint: 'Các ván tiền thật đã kết toán được tính vào ngày chơi.',
    pnl_failed: 'Không thể tải lãi lỗ.',
  } satisfies typeof EN,
});
