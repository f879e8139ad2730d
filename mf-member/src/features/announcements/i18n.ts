import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** publicModal's texts (namespace `member`, merged into the bundle). */
addBundles(NS, {
  EN: {
    ann_list: 'Announcements',
    ann_failed: 'Could not load the announcements.',
    ann_none_hint: 'News and offers show up here.',
    ann_promotion: 'Promotion',
    ann_go_promotion: 'Go to promotion',
    ann_page: 'Page {{page}} of {{pages}}',
  },
  TY: {
    ann_list: 'Thông báo',
    ann_failed: 'Không thể tải thông báo.',
    ann_none_hint: 'Tin tức và ưu đãi sẽ hiện ở đây.',
    ann_promotion: 'Khuyến mãi',
    ann_go_promotion: 'Đến khuyến mãi',
    ann_page: 'Trang {{page}} / {{pages}}',
  },
});
