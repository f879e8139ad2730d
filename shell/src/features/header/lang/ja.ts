import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The header feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  withdrawal: '出金',
  agent: 'エージェント',
  balance: '残高',
  show_balance: '残高を表示',
  hide_balance: '残高を隠す',
  refresh_balance: '残高を更新',
  points: 'ポイント',
  unread_messages: '未読メッセージ{{count}}件',
  account_menu: 'アカウントメニュー',
  account_menu_count: 'アカウントメニュー（新着{{count}}件）',
  points_title: 'セキュリティポイント：ポイントモールを開く',
  points_menu: 'ポイント：{{points}}',
  vip_level: 'VIPレベル',
  vip_title: 'あなたのVIPレベルと特典',
  missions: 'ミッション',
  rewards_waiting: '受け取り待ちの特典{{count}}件',
  missions_open: '未達成のミッション{{count}}件',
  reward_center: '特典センター',
  announcements: 'お知らせ',
  betting_record: 'ベット履歴',
  account_record: '取引履歴',
  feedback: 'フィードバック',
  blog: 'ブログ',
  messages: 'メッセージ',
  open_menu: 'メニューを開く',
};

export default texts;
