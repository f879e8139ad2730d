import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The header feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  withdrawal: 'Withdrawal',
  agent: 'Agent',
  balance: 'Balance',
  show_balance: 'Ipakita ang balance',
  hide_balance: 'Itago ang balance',
  refresh_balance: 'I-refresh ang balance',
  points: 'Points',
  unread_messages: '{{count}} hindi pa nababasang mensahe',
  account_menu: 'Menu ng account',
  account_menu_count: 'Menu ng account ({{count}} bago)',
  points_title: 'Security points: buksan ang points mall',
  points_menu: 'Points: {{points}}',
  vip_level: 'VIP level',
  vip_title: 'Ang iyong VIP level at mga benepisyo nito',
  missions: 'Mga mission',
  rewards_waiting: '{{count}} reward na puwedeng i-claim',
  missions_open: '{{count}} mission na tatapusin',
  reward_center: 'Reward center',
  announcements: 'Mga anunsyo',
  betting_record: 'Betting record',
  account_record: 'Account record',
  feedback: 'Feedback',
  blog: 'Blog',
  messages: 'Mga mensahe',
  open_menu: 'Buksan ang menu',
};

export default texts;
