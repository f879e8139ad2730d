import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** The transferUpline page's strings (namespace `member`). */
export const EN = {
  upline_title: 'Your upline',
  upline_none: 'Your account has no upline.',
  upline_none_hint: 'Only accounts that joined through an agent can transfer to it.',
  upline_failed: 'Could not load your upline.',
  upline_amount: 'Amount',
  upline_fund_password: 'Fund password',
  upline_submit: 'Transfer to upline',
  upline_done: '{{amount}} {{currency}} transferred to {{account}}.',
  upline_need_fund_password: 'Set your fund password on the Withdraw page first: every transfer asks for it.',
  upline_set_fund_password: 'Set fund password',
  upline_amount_over: 'The amount is more than your balance',
  upline_fund_wrong_one:
    'The fund password is incorrect: {{count}} try left before transfers and withdrawals are locked',
  upline_fund_wrong_other:
    'The fund password is incorrect: {{count}} tries left before transfers and withdrawals are locked',
};

addBundles(NS, {
  EN,
  TY: {
    upline_title: 'Tuyến trên của bạn',
    upline_none: 'Tài khoản của bạn không có tuyến trên.',
    upline_none_hint: 'Chỉ tài khoản tham gia qua đại lý mới có thể chuyển tiền cho đại lý đó.',
    upline_failed: 'Không thể tải thông tin tuyến trên.',
    upline_amount: 'Số tiền',
    upline_fund_password: 'Mật khẩu quỹ',
    upline_submit: 'Chuyển cho tuyến trên',
    upline_done: 'Đã chuyển {{amount}} {{currency}} cho {{account}}.',
    upline_need_fund_password: 'Hãy đặt mật khẩu quỹ ở trang Rút tiền trước: mỗi lần chuyển tiền đều cần mật khẩu này.',
    upline_set_fund_password: 'Đặt mật khẩu quỹ',
    upline_amount_over: 'Số tiền lớn hơn số dư của bạn',
    upline_fund_wrong_one: 'Mật khẩu quỹ không đúng: còn {{count}} lần thử trước khi chuyển tiền và rút tiền bị khóa',
    upline_fund_wrong_other: 'Mật khẩu quỹ không đúng: còn {{count}} lần thử trước khi chuyển tiền và rút tiền bị khóa',
  } satisfies typeof EN,
});
