/** Texts every package uses (namespace `common`): errors of SPEC §8 and shared labels. */
export const COMMON_EN = {
  err_network: 'Network link is abnormal, please try again',
  err_timeout: 'The page took longer time to load, please check your network connectivity',
  err_unknown: 'Unknown error',
  err_not_logged_in: 'You are not logged in, please login',
  err_invalid_url: 'Invalid URL, please contact customer service',
  in_need_true_account: 'Please register a real account to use this feature',
  remote_failed: 'This part of the site could not be loaded.',
  remote_retry: 'Try again',
  loading: 'Loading…',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
};

export const COMMON_TY: typeof COMMON_EN = {
  err_network: 'Kết nối mạng bất thường, vui lòng thử lại',
  err_timeout: 'Trang tải quá lâu, vui lòng kiểm tra kết nối mạng của bạn',
  err_unknown: 'Lỗi không xác định',
  err_not_logged_in: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
  err_invalid_url: 'URL không hợp lệ, vui lòng liên hệ chăm sóc khách hàng',
  in_need_true_account: 'Vui lòng đăng ký tài khoản thật để sử dụng tính năng này',
  remote_failed: 'Không thể tải phần này của trang.',
  remote_retry: 'Thử lại',
  loading: 'Đang tải…',
  ok: 'Đồng ý',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  close: 'Đóng',
};
