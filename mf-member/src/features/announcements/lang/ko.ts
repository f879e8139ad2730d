import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements texts in Korean. */
const texts: Texts<typeof EN> = {
  announcements: '공지사항',
  announcements_none: '아직 공지사항이 없습니다.',
  ann_list: '공지사항',
  ann_failed: '공지사항을 불러올 수 없습니다.',
  ann_none_hint: '소식과 혜택이 여기에 표시됩니다.',
  ann_promotion: '프로모션',
  ann_go_promotion: '프로모션으로 이동',
  ann_page: '{{page}} / {{pages}}페이지',
};

export default texts;
