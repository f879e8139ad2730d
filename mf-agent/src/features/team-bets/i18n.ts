import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of team betting (personalHistoryCopy). */
export const EN = {
  tb_game: 'Game',
  tb_round: 'Round {{id}}',
  tb_vendor: 'Vendor',
  tb_stake: 'Stake',
  tb_payout: 'Payout',
  tb_win_loss: 'Win/loss',
  tb_status: 'Status',
  tb_time: 'Time',
  tb_status_OPEN: 'Open',
  tb_status_SETTLED: 'Settled',
  tb_status_ROLLED_BACK: 'Refunded',
  tb_totals: 'Totals',
  tb_rounds: 'Rounds',
  tb_none: 'No team bets in this period.',
  tb_none_hint: 'Rounds your team plays with real money show here.',
  tb_failed: 'Could not load your team’s bets.',
};

addBundles(NS, {
  EN,
  TY: {
    tb_game: 'Trò chơi',
    tb_round: 'Ván {{id}}',
    tb_vendor: 'Nhà cung cấp',
    tb_stake: 'Tiền cược',
    tb_payout: 'Tiền trả thưởng',
    tb_win_loss: 'Thắng/thua',
    tb_status: 'Trạng thái',
    tb_time: 'Thời gian',
    tb_status_OPEN: 'Đang mở',
    tb_status_SETTLED: 'Đã kết toán',
    tb_status_ROLLED_BACK: 'Đã hoàn cược',
    tb_totals: 'Tổng cộng',
    tb_rounds: 'Số ván',
    tb_none: 'Đội nhóm không có cược nào trong khoảng thời gian này.',
    tb_none_hint: 'Các ván đội nhóm chơi bằng tiền thật sẽ hiện ở đây.',
    tb_failed: 'Không thể tải cược của đội nhóm.',
  } satisfies typeof EN,
});
