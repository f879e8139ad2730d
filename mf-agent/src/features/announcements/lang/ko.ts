import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements texts in Korean. */
const texts: Texts<typeof EN> = {
  ann_list: '공지사항',
  ann_none: '현재 공지사항이 없습니다.',
  ann_none_hint: '운영사의 소식이 여기에 표시됩니다.',
  ann_failed: '공지사항을 불러올 수 없습니다.',
};

export default texts;
