import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the forgot password feature. */
export const EN = {
  forgot_tab_email: 'By e-mail',
  forgot_tab_mobile: 'By mobile',
  in_been_out: 'A temporary password has been sent to your e-mail. Log in with it and choose a new one.',
  forgot_tabs: 'Reset the password',
};

addBundles(NS, {
  EN,
  TY: {
    forgot_tab_email: 'Qua e-mail',
    forgot_tab_mobile: 'Qua di động',
    in_been_out:
      'Mật khẩu tạm thời đã được gửi tới e-mail của bạn. Hãy đăng nhập bằng mật khẩu đó và chọn mật khẩu mới.',
    forgot_tabs: 'Đặt lại mật khẩu',
  } satisfies typeof EN,
});
