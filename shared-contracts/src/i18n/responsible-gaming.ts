/**
 * Texts of the responsible-gaming codes (ADR 0006), merged into the `common` namespace. Placeholders are
 * the failure's params, filled in by `errorText` (instants as local date and time, amounts as money).
 */
export const RG_EN = {
  err_deposit_limit_exceeded:
    'This deposit would go over your deposit limit: you can deposit at most {{remaining}} more until {{resetsAt}}.',
  err_self_excluded:
    'You have excluded yourself until {{until}}. Logging in, deposits and bets are blocked until then.',
  err_password_incorrect: 'The password is incorrect',
  err_exclusion_until: 'Please choose a day after today and at most 5 years ahead',
};

export const RG_TY: typeof RG_EN = {
  err_deposit_limit_exceeded:
    'Khoản nạp này vượt quá hạn mức nạp tiền của bạn: bạn chỉ có thể nạp thêm tối đa {{remaining}} cho đến {{resetsAt}}.',
  err_self_excluded:
    'Bạn đã tự loại trừ bản thân đến {{until}}. Đăng nhập, nạp tiền và đặt cược bị chặn cho đến khi đó.',
  err_password_incorrect: 'Mật khẩu không đúng',
  err_exclusion_until: 'Vui lòng chọn một ngày sau hôm nay và không quá 5 năm tới',
};
