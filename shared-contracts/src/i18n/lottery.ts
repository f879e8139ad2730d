/**
 * Texts of the lottery's codes (ADR 0007), merged into the `common` namespace: placement refusals and
 * the slip line checks (`lineError` of shared-contracts/lottery names these keys).
 */
export const LOTTERY_EN = {
  err_lottery_draw_closed: 'Betting on this draw has closed, please bet on the next draw',
  err_lottery_liability_cap: 'This number has reached its betting limit for this draw, please choose another',
  err_lottery_prize_mode: 'This game is not available in the chosen prize mode',
  err_lottery_draw_not_found: 'Draw not found',
  err_lottery_bet_type: 'This bet type is not available for this game',
  err_lottery_numbers: 'Please check the numbers: right number of digits, no repeats, the required count',
  err_lottery_unit: 'The stake per number is outside the allowed limits',
  err_lottery_multiplier: 'The multiplier must be between 1 and 100',
  err_lottery_draw_not_cancellable: 'This draw can no longer be cancelled: it has already been drawn',
};

export const LOTTERY_TY: typeof LOTTERY_EN = {
  err_lottery_draw_closed: 'Kỳ quay này đã đóng cược, vui lòng đặt cược cho kỳ tiếp theo',
  err_lottery_liability_cap: 'Số này đã đạt hạn mức cược của kỳ quay, vui lòng chọn số khác',
  err_lottery_prize_mode: 'Trò chơi này không có trong chế độ thưởng đã chọn',
  err_lottery_draw_not_found: 'Không tìm thấy kỳ quay',
  err_lottery_bet_type: 'Kiểu cược này không có cho trò chơi này',
  err_lottery_numbers: 'Vui lòng kiểm tra các số: đúng số chữ số, không trùng lặp, đủ số lượng yêu cầu',
  err_lottery_unit: 'Tiền cược mỗi số nằm ngoài giới hạn cho phép',
  err_lottery_multiplier: 'Hệ số nhân phải từ 1 đến 100',
  err_lottery_draw_not_cancellable: 'Kỳ quay này không thể hủy nữa: đã có kết quả',
};
