import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the notice feature. */
export const EN = {
  notice_title: 'Notice',
  notice_position: '{{at}} of {{count}}',
  notice_none: 'No notices right now.',
};

addBundles(NS, {
  EN,
  TY: {
    notice_title: 'Thông báo',
    notice_position: '{{at}} / {{count}}',
    notice_none: 'Hiện không có thông báo.',
  } satisfies typeof EN,
});
