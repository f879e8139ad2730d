import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the session feature. */
export const EN = {
  logout_confirm: 'Are you sure you want to sign out?',
  switch_account_title: 'Switch account?',
  switch_account_body: 'You are signed in as {{current}}. This link signs in as {{next}}.',
  switch_account_keep: 'Keep {{current}}',
  switch_account_switch: 'Switch to {{next}}',
};

addBundles(NS, {
  EN,
  TY: {
    logout_confirm: 'Bạn có chắc muốn đăng xuất?',
    switch_account_title: 'Chuyển tài khoản?',
    switch_account_body: 'Bạn đang đăng nhập với tài khoản {{current}}. Liên kết này đăng nhập với tài khoản {{next}}.',
    switch_account_keep: 'Giữ {{current}}',
    switch_account_switch: 'Chuyển sang {{next}}',
  } satisfies typeof EN,
});
