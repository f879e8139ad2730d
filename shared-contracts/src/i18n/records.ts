import type { TFunction } from 'i18next';
import type { AccountRecordItem, LedgerType } from '../records/schemas';

/**
 * Texts of the records kit (mf-member's records pages, mf-agent's team records), merged into the `common`
 * namespace: the day-range hint and filter labels, the ledger table's columns and one name per ledger kind.
 * The agent's team view names three kinds for the team (`ledger_team_*`).
 */
export const RECORDS_EN = {
  records_days_utc: 'Days are counted in UTC.',
  records_count: '{{count}} records',
  records_all: 'All',
  records_filters: 'Filters',
  ledger_type: 'Type',
  ledger_amount: 'Amount',
  ledger_balance_after: 'Balance after',
  ledger_reference: 'Reference',
  ledger_time: 'Time',
  ledger_FUNDING: 'Starting funds',
  ledger_BET: 'Bet',
  ledger_WIN: 'Payout',
  ledger_ROLLBACK: 'Bet refunded',
  ledger_TRANSFER_IN: 'To game wallet',
  ledger_TRANSFER_OUT: 'From game wallet',
  ledger_DEPOSIT: 'Deposit',
  ledger_WITHDRAW_HOLD: 'Withdrawal requested',
  ledger_WITHDRAW_PAY: 'Withdrawal paid',
  ledger_WITHDRAW_REFUND: 'Withdrawal returned',
  ledger_TRANSFER_UPLINE: 'Upline transfer',
  ledger_TRANSFER_UPLINE_out: 'Transfer to upline',
  ledger_TRANSFER_UPLINE_in: 'Transfer from downline',
  ledger_ADJUSTMENT: 'Adjustment',
  ledger_TRANSFER_DOWNLINE: 'Agent transfer',
  ledger_TRANSFER_DOWNLINE_out: 'Transfer to downline',
  ledger_TRANSFER_DOWNLINE_in: 'Transfer from upline',
  ledger_AGENT_PAYOUT: 'Contract payout',
  ledger_AGENT_PAYOUT_out: 'Contract payout to downline',
  ledger_AGENT_PAYOUT_in: 'Contract payout received',
  ledger_BONUS: 'Bonus',
  ledger_POINTS_EARN: 'Points earned',
  ledger_POINTS_REDEEM: 'Points redeemed',
  ledger_POINTS_REDEEM_PAY: 'Redemption approved',
  ledger_POINTS_REDEEM_REFUND: 'Redemption refunded',
  ledger_POINTS_CONVERT: 'Points converted',
  ledger_team_TRANSFER_DOWNLINE: 'Downline transfer',
  ledger_team_AGENT_PAYOUT_out: 'Contract payout paid',
  ledger_team_AGENT_PAYOUT_in: 'Contract payout received',
};

export const RECORDS_TY: typeof RECORDS_EN = {
  records_days_utc: 'Ngày được tính theo giờ UTC.',
  records_count: '{{count}} bản ghi',
  records_all: 'Tất cả',
  records_filters: 'Bộ lọc',
  ledger_type: 'Loại',
  ledger_amount: 'Số tiền',
  ledger_balance_after: 'Số dư sau',
  ledger_reference: 'Mã tham chiếu',
  ledger_time: 'Thời gian',
  ledger_FUNDING: 'Tiền khởi đầu',
  ledger_BET: 'Đặt cược',
  ledger_WIN: 'Trả thưởng',
  ledger_ROLLBACK: 'Hoàn cược',
  ledger_TRANSFER_IN: 'Chuyển vào ví trò chơi',
  ledger_TRANSFER_OUT: 'Chuyển từ ví trò chơi',
  ledger_DEPOSIT: 'Nạp tiền',
  ledger_WITHDRAW_HOLD: 'Yêu cầu rút tiền',
  ledger_WITHDRAW_PAY: 'Đã chi trả rút tiền',
  ledger_WITHDRAW_REFUND: 'Hoàn lại tiền rút',
  ledger_TRANSFER_UPLINE: 'Chuyển tuyến trên',
  ledger_TRANSFER_UPLINE_out: 'Chuyển cho tuyến trên',
  ledger_TRANSFER_UPLINE_in: 'Nhận từ tuyến dưới',
  ledger_ADJUSTMENT: 'Điều chỉnh',
  ledger_TRANSFER_DOWNLINE: 'Chuyển khoản đại lý',
  ledger_TRANSFER_DOWNLINE_out: 'Chuyển cho tuyến dưới',
  ledger_TRANSFER_DOWNLINE_in: 'Nhận từ tuyến trên',
  ledger_AGENT_PAYOUT: 'Chi trả hợp đồng',
  ledger_AGENT_PAYOUT_out: 'Chi trả hợp đồng cho tuyến dưới',
  ledger_AGENT_PAYOUT_in: 'Nhận chi trả hợp đồng',
  ledger_BONUS: 'Tiền thưởng',
  ledger_POINTS_EARN: 'Điểm tích lũy',
  ledger_POINTS_REDEEM: 'Đổi điểm',
  ledger_POINTS_REDEEM_PAY: 'Đổi điểm được duyệt',
  ledger_POINTS_REDEEM_REFUND: 'Hoàn điểm',
  ledger_POINTS_CONVERT: 'Quy đổi điểm',
  ledger_team_TRANSFER_DOWNLINE: 'Chuyển tuyến dưới',
  ledger_team_AGENT_PAYOUT_out: 'Đã trả theo hợp đồng',
  ledger_team_AGENT_PAYOUT_in: 'Đã nhận theo hợp đồng',
};

/** Whose movements a ledger table shows: the member's own, or (agent centre) the agent's team's. */
export type LedgerView = 'member' | 'team';

/** Kinds whose name depends on the direction: a transfer or a contract payout, out (negative) or in. */
const DIRECTED: ReadonlySet<LedgerType> = new Set(['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'AGENT_PAYOUT']);
/** Names the team view words its own way. */
const TEAM_WORDED: ReadonlySet<string> = new Set(['TRANSFER_DOWNLINE', 'AGENT_PAYOUT_out', 'AGENT_PAYOUT_in']);

const ledgerKey = (name: string, view: LedgerView): string =>
  view === 'team' && TEAM_WORDED.has(name) ? `common:ledger_team_${name}` : `common:ledger_${name}`;

/** A ledger kind's name (the type filter's options). */
export function ledgerTypeName(t: TFunction, type: LedgerType, view: LedgerView = 'member'): string {
  return t(ledgerKey(type, view));
}

/** A movement's type in words; transfers between upline and downline and contract payouts read by their direction. */
export function ledgerTypeText(
  t: TFunction,
  m: Pick<AccountRecordItem, 'type' | 'amount'>,
  view: LedgerView = 'member',
): string {
  return t(ledgerKey(DIRECTED.has(m.type) ? `${m.type}_${m.amount < 0 ? 'out' : 'in'}` : m.type, view));
}
