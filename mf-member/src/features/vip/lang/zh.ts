import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The vip feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  vip_title: 'VIP 等级',
  vip_current: '您的等级',
  vip_window: '您的等级按最近 {{days}} 天计算：已到账的充值和已结算游戏局的投注。',
  vip_next: '下一等级：{{label}}',
  vip_deposit: '充值',
  vip_turnover: '投注',
  vip_of: '{{current}} / {{required}}',
  vip_reached: '您已达到 {{label}} 的条件：等级将在几分钟内更新。',
  vip_top: '您已是最高等级。',
  vip_bonus_note: '每个晋级彩金仅在首次达到该等级时发放一次，请到奖励中心领取。',
  vip_updated: '等级更新于 {{at}}',
  vip_failed: 'VIP 等级加载失败。',
  vip_levels: '等级与权益',
  vip_levels_none: '暂无等级。',
  vip_col_level: '等级',
  vip_col_deposit: '充值要求',
  vip_col_turnover: '投注要求',
  vip_col_bonus: '晋级彩金',
  vip_col_benefits: '权益',
  vip_you: '您',
  vip_benefit_UPGRADE_BONUS: '晋级彩金',
  vip_benefit_DAILY_WITHDRAWALS: '每日更多提现次数',
  vip_benefit_FAST_WITHDRAWALS: '优先提现',
  vip_benefit_BIRTHDAY_GIFT: '生日礼金',
  vip_benefit_WEEKLY_CASHBACK: '每周返水',
  vip_benefit_DEDICATED_MANAGER: '专属客户经理',
  vip_benefit_EXCLUSIVE_EVENTS: '专属活动',
};

export default texts;
