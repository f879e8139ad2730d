import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The header texts in Korean. */
const texts: Texts<typeof EN> = {
  withdrawal: '출금',
  agent: '에이전트',
  balance: '잔액',
  show_balance: '잔액 보기',
  hide_balance: '잔액 숨기기',
  refresh_balance: '잔액 새로고침',
  points: '포인트',
  unread_messages: '읽지 않은 메시지 {{count}}개',
  account_menu: '계정 메뉴',
  account_menu_count: '계정 메뉴 (새 항목 {{count}}개)',
  points_title: '보안 포인트: 포인트 몰 열기',
  points_menu: '포인트: {{points}}',
  vip_level: 'VIP 등급',
  vip_title: '내 VIP 등급과 혜택',
  missions: '미션',
  rewards_waiting: '받을 리워드 {{count}}개',
  missions_open: '완료할 미션 {{count}}개',
  reward_center: '리워드 센터',
  announcements: '공지사항',
  betting_record: '베팅 내역',
  account_record: '계정 내역',
  feedback: '피드백',
  blog: '블로그',
  messages: '메시지',
  open_menu: '메뉴 열기',
};

export default texts;
