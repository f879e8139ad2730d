/**
 * Texts of money in and out (ADR 0006), merged into the `common` namespace: the payments codes' messages
 * and the internal messages the platform writes (`msg_<kind>_title` / `msg_<kind>_body`, interpolating
 * the message's params; `amount` is formatted by the client).
 */
export const MONEY_EN = {
  err_deposit_method_unavailable: 'This deposit method is not available',
  err_deposit_amount_range: 'The amount is outside the limits of this deposit method',
  err_deposit_not_found: 'Deposit not found',
  err_deposit_not_pending: 'This deposit has already been processed',
  err_deposit_not_reviewable: 'Only bank transfers are reviewed by the operator',
  err_receipt_required: 'Please upload the transfer receipt',
  err_provider_unavailable: 'The payment service is not available, please try again later',
  err_request_stale: 'The signed request is too old, please send it again',
  err_callback_mismatch: 'The payment notification does not match the deposit',
  msg_deposit_credited_title: 'Deposit credited',
  msg_deposit_credited_body: 'Your deposit #{{depositId}} of {{amount}} {{currency}} has been credited to your wallet.',
  msg_deposit_failed_title: 'Deposit failed',
  msg_deposit_failed_body:
    'Your deposit #{{depositId}} of {{amount}} {{currency}} failed. Nothing was taken from your wallet.',
  err_bank_account_limit: 'You have bound the maximum number of bank accounts',
  err_bank_account_exists: 'This bank account is already bound',
  err_bank_account_not_found: 'Bank account not found',
  err_payee_name_mismatch: 'The payee name must match your registered name',
  err_fund_password_not_set: 'Please set your fund password first',
  err_fund_password_already_set: 'Your fund password is already set',
  err_fund_password_wrong: 'The fund password is incorrect',
  err_fund_password_locked: 'Too many wrong fund passwords, withdrawals are locked for 15 minutes',
  err_withdraw_amount_range: 'The amount is outside the withdrawal limits',
  err_withdrawal_daily_limit: 'You have reached the number of withdrawals allowed today',
  err_turnover_not_met: 'The betting turnover required for a withdrawal is not met yet',
  err_withdrawal_not_found: 'Withdrawal not found',
  err_withdrawal_not_pending: 'This withdrawal has already been processed',
  err_withdrawal_not_paid: 'This withdrawal cannot be confirmed now',
  err_withdrawal_not_disputed: 'This withdrawal is not disputed',
  err_proof_required: 'Please upload a proof image',
  msg_withdrawal_approved_title: 'Withdrawal approved',
  msg_withdrawal_approved_body:
    'Your withdrawal #{{withdrawalId}} of {{amount}} {{currency}} has been paid to your bank account. Please confirm when you receive it.',
  msg_withdrawal_rejected_title: 'Withdrawal rejected',
  msg_withdrawal_rejected_body:
    'Your withdrawal #{{withdrawalId}} of {{amount}} {{currency}} was rejected and returned to your wallet.',
  msg_withdrawal_returned_title: 'Withdrawal returned',
  msg_withdrawal_returned_body:
    'Your withdrawal #{{withdrawalId}} of {{amount}} {{currency}} came back from the bank and was returned to your wallet.',
  msg_withdrawal_dispute_closed_title: 'Withdrawal check finished',
  msg_withdrawal_dispute_closed_body:
    'We checked your withdrawal #{{withdrawalId}} of {{amount}} {{currency}}: the bank shows it was delivered.',
  msg_upline_transfer_received_title: 'Transfer received',
  msg_upline_transfer_received_body: '{{from}} transferred {{amount}} {{currency}} to your wallet.',
  msg_reward_granted_title: 'New reward',
  msg_reward_granted_body:
    'You have a new reward of {{amount}} {{currency}}: {{title}}. Claim it in the reward center.',
  err_no_upline: 'Your account has no upline to transfer to',
};

export const MONEY_TY: typeof MONEY_EN = {
  err_deposit_method_unavailable: 'Phương thức nạp tiền này hiện không khả dụng',
  err_deposit_amount_range: 'Số tiền nằm ngoài hạn mức của phương thức nạp tiền này',
  err_deposit_not_found: 'Không tìm thấy giao dịch nạp tiền',
  err_deposit_not_pending: 'Giao dịch nạp tiền này đã được xử lý',
  err_deposit_not_reviewable: 'Chỉ giao dịch chuyển khoản ngân hàng mới được nhà điều hành duyệt',
  err_receipt_required: 'Vui lòng tải lên biên lai chuyển khoản',
  err_provider_unavailable: 'Dịch vụ thanh toán hiện không khả dụng, vui lòng thử lại sau',
  err_request_stale: 'Yêu cầu đã ký quá cũ, vui lòng gửi lại',
  err_callback_mismatch: 'Thông báo thanh toán không khớp với giao dịch nạp tiền',
  msg_deposit_credited_title: 'Nạp tiền thành công',
  msg_deposit_credited_body: 'Khoản nạp #{{depositId}} số tiền {{amount}} {{currency}} đã được cộng vào ví của bạn.',
  msg_deposit_failed_title: 'Nạp tiền thất bại',
  msg_deposit_failed_body:
    'Khoản nạp #{{depositId}} số tiền {{amount}} {{currency}} không thành công. Ví của bạn không bị trừ tiền.',
  err_bank_account_limit: 'Bạn đã liên kết số tài khoản ngân hàng tối đa',
  err_bank_account_exists: 'Tài khoản ngân hàng này đã được liên kết',
  err_bank_account_not_found: 'Không tìm thấy tài khoản ngân hàng',
  err_payee_name_mismatch: 'Tên người nhận phải trùng với tên đã đăng ký',
  err_fund_password_not_set: 'Vui lòng đặt mật khẩu rút tiền trước',
  err_fund_password_already_set: 'Mật khẩu rút tiền của bạn đã được đặt',
  err_fund_password_wrong: 'Mật khẩu rút tiền không đúng',
  err_fund_password_locked: 'Nhập sai mật khẩu rút tiền quá nhiều lần, rút tiền bị khóa trong 15 phút',
  err_withdraw_amount_range: 'Số tiền nằm ngoài hạn mức rút tiền',
  err_withdrawal_daily_limit: 'Bạn đã đạt số lần rút tiền cho phép hôm nay',
  err_turnover_not_met: 'Chưa đạt doanh số cược cần thiết để rút tiền',
  err_withdrawal_not_found: 'Không tìm thấy giao dịch rút tiền',
  err_withdrawal_not_pending: 'Giao dịch rút tiền này đã được xử lý',
  err_withdrawal_not_paid: 'Không thể xác nhận giao dịch rút tiền này lúc này',
  err_withdrawal_not_disputed: 'Giao dịch rút tiền này không có khiếu nại',
  err_proof_required: 'Vui lòng tải lên ảnh chứng minh',
  msg_withdrawal_approved_title: 'Rút tiền đã được duyệt',
  msg_withdrawal_approved_body:
    'Khoản rút #{{withdrawalId}} số tiền {{amount}} {{currency}} đã được chuyển vào tài khoản ngân hàng của bạn. Vui lòng xác nhận khi nhận được.',
  msg_withdrawal_rejected_title: 'Rút tiền bị từ chối',
  msg_withdrawal_rejected_body:
    'Khoản rút #{{withdrawalId}} số tiền {{amount}} {{currency}} đã bị từ chối và được hoàn lại vào ví của bạn.',
  msg_withdrawal_returned_title: 'Khoản rút đã được hoàn lại',
  msg_withdrawal_returned_body:
    'Khoản rút #{{withdrawalId}} số tiền {{amount}} {{currency}} đã bị ngân hàng trả về và được hoàn lại vào ví của bạn.',
  msg_withdrawal_dispute_closed_title: 'Đã kiểm tra khoản rút',
  msg_withdrawal_dispute_closed_body:
    'Chúng tôi đã kiểm tra khoản rút #{{withdrawalId}} số tiền {{amount}} {{currency}}: ngân hàng xác nhận đã chuyển thành công.',
  msg_upline_transfer_received_title: 'Đã nhận chuyển khoản',
  msg_upline_transfer_received_body: '{{from}} đã chuyển {{amount}} {{currency}} vào ví của bạn.',
  msg_reward_granted_title: 'Phần thưởng mới',
  msg_reward_granted_body:
    'Bạn có phần thưởng mới {{amount}} {{currency}}: {{title}}. Hãy nhận tại trung tâm phần thưởng.',
  err_no_upline: 'Tài khoản của bạn không có tuyến trên để chuyển tiền',
};
