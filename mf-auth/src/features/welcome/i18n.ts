import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the first-login welcome. */
export const EN = {
  welcome_text: 'Your account is ready. Protect it now: a security question and a fund password keep your money safe.',
  welcome_question: 'Set a security question',
  welcome_fund_password: 'Set a fund password',
  welcome_later: 'Later',
};

addBundles(NS, {
  EN,
  TY: {
    welcome_text:
      'Tài khoản của bạn đã sẵn sàng. Hãy bảo vệ ngay: câu hỏi bảo mật và mật khẩu quỹ giữ an toàn cho tiền của bạn.',
    welcome_question: 'Đặt câu hỏi bảo mật',
    welcome_fund_password: 'Đặt mật khẩu quỹ',
    welcome_later: 'Để sau',
  } satisfies typeof EN,
});
