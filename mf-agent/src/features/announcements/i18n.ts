import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the announcements (agentAnnouncement). */
export const EN = {
  ann_list: 'Announcements',
  ann_none: 'No announcements right now.',
  ann_none_hint: 'News from the operator shows here.',
  ann_failed: 'Could not load the announcements.',
};

addBundles(NS, {
  EN,
  TY: {
    ann_list: 'Thông báo',
    ann_none: 'Hiện chưa có thông báo.',
    ann_none_hint: 'Tin tức từ nhà điều hành sẽ hiện ở đây.',
    ann_failed: 'Không thể tải thông báo.',
  } satisfies typeof EN,
});
