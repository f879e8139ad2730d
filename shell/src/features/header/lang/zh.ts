import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The header feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  withdrawal: '提现',
  agent: '代理',
  balance: '余额',
  show_balance: '显示余额',
  hide_balance: '隐藏余额',
  refresh_balance: '刷新余额',
  points: '积分',
  unread_messages: '{{count}} 条未读消息',
  account_menu: '账户菜单',
  account_menu_count: '账户菜单（{{count}} 条新消息）',
  points_title: '安全积分：打开积分商城',
  points_menu: '积分：{{points}}',
  vip_level: 'VIP 等级',
  vip_title: '您的 VIP 等级及专属权益',
  missions: '任务',
  rewards_waiting: '{{count}} 个奖励待领取',
  missions_open: '{{count}} 个任务待完成',
  reward_center: '奖励中心',
  announcements: '公告',
  betting_record: '投注记录',
  account_record: '账变记录',
  feedback: '意见反馈',
  blog: '博客',
  messages: '站内信',
  open_menu: '打开菜单',
};

export default texts;
