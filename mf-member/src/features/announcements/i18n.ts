import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the announcements feature. */
export const EN = {
  announcements: 'Announcements',
  announcements_none: 'No announcements yet.',
  ann_list: 'Announcements',
  ann_failed: 'Could not load the announcements.',
  ann_none_hint: 'News and offers show up here.',
  ann_promotion: 'Promotion',
  ann_go_promotion: 'Go to promotion',
  ann_page: 'Page {{page}} of {{pages}}',
};

addBundles(NS, {
  EN,
  TY: {
    announcements: 'Thông báo',
    announcements_none: 'Chưa có thông báo.',
    ann_list: 'Thông báo',
    ann_failed: 'Không thể tải thông báo.',
    ann_none_hint: 'Tin tức và ưu đãi sẽ hiện ở đây.',
    ann_promotion: 'Khuyến mãi',
    ann_go_promotion: 'Đến khuyến mãi',
    ann_page: 'Trang {{page}} / {{pages}}',
  } satisfies typeof EN,
});
