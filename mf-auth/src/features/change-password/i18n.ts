import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the change password feature. */
export const EN = {
  old_password: 'Old password',
  confirm_password: 'Confirm new password',
  confirm_change: 'Change password',
};

addBundles(NS, {
  EN,
  TY: {
    old_password: 'Mật khẩu cũ',
    confirm_password: 'Xác nhận mật khẩu mới',
    confirm_change: 'Đổi mật khẩu',
  } satisfies typeof EN,
});
