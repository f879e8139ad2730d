import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the login feature. */
export const EN = {
  no_account: 'No account yet?',
  forgot_link: 'Forgot password?',
  disclaimer_read: 'Read the disclaimer',
};

addBundles(NS, {
  EN,
  TY: {
    no_account: 'Chưa có tài khoản?',
    forgot_link: 'Quên mật khẩu?',
    disclaimer_read: 'Đọc điều khoản miễn trừ',
  } satisfies typeof EN,
});
