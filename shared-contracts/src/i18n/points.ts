/** Texts of the points module's codes (issue 14: the points mall), merged into the `common` namespace. */
export const POINTS_EN = {
  err_points_item_not_found: 'This reward is not available',
  err_points_out_of_stock: 'Not enough of this reward left in stock',
  err_points_insufficient: 'Not enough points',
  err_points_below_min: 'Convert at least {{min}} points',
  err_points_redemption_not_found: 'Redemption not found',
  err_points_redemption_decided: 'This redemption has already been decided',
};

export const POINTS_TY: typeof POINTS_EN = {
  err_points_item_not_found: 'Phần thưởng này không còn khả dụng',
  err_points_out_of_stock: 'Phần thưởng này không còn đủ số lượng',
  err_points_insufficient: 'Không đủ điểm',
  err_points_below_min: 'Đổi tối thiểu {{min}} điểm',
  err_points_redemption_not_found: 'Không tìm thấy yêu cầu đổi thưởng',
  err_points_redemption_decided: 'Yêu cầu đổi thưởng này đã được xử lý',
};
