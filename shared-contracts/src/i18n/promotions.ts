/** Texts of the promotions module's codes (issue 14: /promotions), merged into the `common` namespace. */
export const PROMOTIONS_EN = {
  err_promotion_not_found: 'Activity not found',
  err_promotion_kind: 'This activity does not take part this way',
  err_promotion_not_started: 'This activity has not started yet',
  err_promotion_ended: 'This activity has ended',
  err_promotion_audience: 'This activity is not open to your account',
  err_promotion_already_applied: 'You have already applied to this activity',
  err_promotion_already_joined: 'You have already joined this activity',
  err_promotion_application_not_found: 'Application not found',
  err_promotion_application_decided: 'This application has already been decided',
};

export const PROMOTIONS_TY: typeof PROMOTIONS_EN = {
  err_promotion_not_found: 'Không tìm thấy hoạt động',
  err_promotion_kind: 'Hoạt động này không tham gia theo cách này',
  err_promotion_not_started: 'Hoạt động này chưa bắt đầu',
  err_promotion_ended: 'Hoạt động này đã kết thúc',
  err_promotion_audience: 'Hoạt động này không dành cho tài khoản của bạn',
  err_promotion_already_applied: 'Bạn đã đăng ký hoạt động này rồi',
  err_promotion_already_joined: 'Bạn đã tham gia hoạt động này rồi',
  err_promotion_application_not_found: 'Không tìm thấy đơn đăng ký',
  err_promotion_application_decided: 'Đơn đăng ký này đã được xử lý',
};
