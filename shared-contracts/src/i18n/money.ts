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
};
