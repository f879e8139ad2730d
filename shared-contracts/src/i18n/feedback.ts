/** Texts of the feedback module's codes, merged into the `common` namespace. */
export const FEEDBACK_EN = {
  err_feedback_too_short: 'Please write at least {{min}} words',
  err_feedback_too_long: 'Please write at most {{max}} words',
  err_feedback_rate_limited: 'You have sent a lot of feedback: please try again in an hour',
  err_feedback_not_found: 'This feedback does not exist',
  err_feedback_closed: 'This feedback is closed',
};

export const FEEDBACK_TY: typeof FEEDBACK_EN = {
  err_feedback_too_short: 'Vui lòng viết ít nhất {{min}} từ',
  err_feedback_too_long: 'Vui lòng viết tối đa {{max}} từ',
  err_feedback_rate_limited: 'Bạn đã gửi nhiều góp ý: vui lòng thử lại sau một giờ',
  err_feedback_not_found: 'Góp ý này không tồn tại',
  err_feedback_closed: 'Góp ý này đã đóng',
};
