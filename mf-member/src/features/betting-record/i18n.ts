import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the betting record (personalHistoryCopy). */
export const EN = {
  bets_game: 'Game',
  bets_vendor: 'Vendor',
  bets_category: 'Category',
  bets_stake: 'Stake',
  bets_payout: 'Payout',
  bets_win_loss: 'Win/loss',
  bets_status: 'Status',
  bets_time: 'Time',
  bets_round: 'Round {{id}}',
  bets_status_OPEN: 'Open',
  bets_status_SETTLED: 'Settled',
  bets_status_ROLLED_BACK: 'Refunded',
  bets_totals: 'Totals',
  bets_rounds: 'Rounds',
  bets_none: 'No bets in this period.',
  bets_none_hint: 'Rounds you play with real money show here.',
  bets_failed: 'Could not load your betting record.',
};

addBundles(NS, {
  EN,
  TY: {
    bets_game: 'Trò chơi',
    bets_vendor: 'Nhà cung cấp',
    bets_category: 'Danh mục',
    bets_stake: 'Tiền cược',
    bets_payout: 'Tiền trả thưởng',
    bets_win_loss: 'Thắng/thua',
    bets_status: 'Trạng thái',
    bets_time: 'Thời gian',
    bets_round: 'Ván {{id}}',
    bets_status_OPEN: 'Đang mở',
    bets_status_SETTLED: 'Đã kết toán',
    bets_status_ROLLED_BACK: 'Đã hoàn cược',
    bets_totals: 'Tổng cộng',
    bets_rounds: 'Số ván',
    bets_none: 'Không có cược nào trong khoảng thời gian này.',
    bets_none_hint: 'Các ván chơi bằng tiền thật sẽ hiện ở đây.',
    bets_failed: 'Không thể tải lịch sử cược.',
  } satisfies typeof EN,
});
