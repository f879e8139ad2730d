import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The agent-center texts in Korean. */
const texts: Texts<typeof EN> = {
  title: '에이전트 센터',
  sign_out: '로그아웃',
  gmt: 'GMT{{offset}}',
  time_zone: '시간대',
  menu: '에이전트 센터 메뉴',
  menu_deposit: '입금',
  menu_withdraw: '출금',
  menu_messages: '플랫폼 메시지',
  menu_service: '고객센터',
  page_empty: '아직 표시할 내용이 없습니다.',
  page_empty_hint: '이 페이지는 준비 중입니다.',
};

export default texts;
