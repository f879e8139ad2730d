import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The member-center texts in Korean. */
const texts: Texts<typeof EN> = {
  menu: '회원 센터 메뉴',
  page_empty: '아직 표시할 내용이 없습니다.',
  page_empty_hint: '이 페이지는 준비 중입니다.',
  menu_badge: '새 항목 {{count}}개',
};

export default texts;
