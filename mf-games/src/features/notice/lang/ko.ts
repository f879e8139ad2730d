import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The notice texts in Korean. */
const texts: Texts<typeof EN> = {
  notice_title: '공지',
  notice_position: '{{at}} / {{count}}',
  notice_none: '현재 공지가 없습니다.',
};

export default texts;
