import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the member centre's menu badges. */
export const EN = {
  menu: 'Member center menu',
  page_empty: 'Nothing to show here yet.',
  page_empty_hint: 'This page is on its way.',
  menu_badge: '{{count}} new',
};

addBundles(NS, {
  EN,
  TY: {
    menu: 'Menu trung tâm thành viên',
    page_empty: 'Chưa có nội dung.',
    page_empty_hint: 'Trang này sắp ra mắt.',
    menu_badge: '{{count}} mới',
  } satisfies typeof EN,
});
