import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the ip verification feature. */
export const EN = {
  ip_intro: 'You are logging in from a new location. Please confirm it is you.',
  ip_method_MOBILE: 'Mobile',
  ip_method_EMAIL: 'E-mail',
  ip_method_PAYEE_NAME: 'Bank account name',
  ip_tabs: 'Confirm with',
  ip_hint_MOBILE: 'We will send a code to {{hint}}',
  ip_hint_EMAIL: 'We will send a code to {{hint}}',
  ip_hint_PAYEE_NAME: 'Enter the name on your bank account',
  ip_payee_name: 'Bank account name',
  ip_method_AUTHENTICATOR: 'Authenticator app',
  ip_hint_AUTHENTICATOR: 'Enter the code your authenticator app shows, or one of your recovery codes',
  ip_authenticator_code: 'Authenticator or recovery code',
};

addBundles(NS, {
  EN,
  TY: {
    ip_intro: 'Bạn đang đăng nhập từ một vị trí mới. Vui lòng xác nhận đó là bạn.',
    ip_method_MOBILE: 'Di động',
    ip_method_EMAIL: 'E-mail',
    ip_method_PAYEE_NAME: 'Tên tài khoản ngân hàng',
    ip_tabs: 'Xác nhận bằng',
    ip_hint_MOBILE: 'Chúng tôi sẽ gửi mã tới {{hint}}',
    ip_hint_EMAIL: 'Chúng tôi sẽ gửi mã tới {{hint}}',
    ip_hint_PAYEE_NAME: 'Nhập tên trên tài khoản ngân hàng của bạn',
    ip_payee_name: 'Tên tài khoản ngân hàng',
    ip_method_AUTHENTICATOR: 'Ứng dụng xác thực',
    ip_hint_AUTHENTICATOR: 'Nhập mã ứng dụng xác thực đang hiển thị, hoặc một mã khôi phục của bạn',
    ip_authenticator_code: 'Mã xác thực hoặc mã khôi phục',
  } satisfies typeof EN,
});
