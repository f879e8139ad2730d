import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the agent center feature. */
export const EN = {
  title: 'Agent center',
  sign_out: 'Sign out',
  gmt: 'GMT{{offset}}',
  time_zone: 'Time zone',
  menu: 'Agent center menu',
  menu_deposit: 'Deposit',
  menu_withdraw: 'Withdraw',
  menu_messages: 'Platform messages',
  menu_service: 'Customer service',
  page_empty: 'Nothing to show here yet.',
  page_empty_hint: 'This page is on its way.',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Trung tâm đại lý',
    sign_out: 'Đăng xuất',
    gmt: 'GMT{{offset}}',
    time_zone: 'Múi giờ',
    menu: 'Menu trung tâm đại lý',
    menu_deposit: 'Nạp tiền',
    menu_withdraw: 'Rút tiền',
    menu_messages: 'Tin nhắn nền tảng',
    menu_service: 'Chăm sóc khách hàng',
    page_empty: 'Chưa có gì để hiển thị.',
    page_empty_hint: 'Trang này sắp ra mắt.',
  } satisfies typeof EN,
});
