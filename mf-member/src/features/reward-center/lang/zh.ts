import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The reward-center feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  rc_tabs: '按状态查看奖励',
  rc_tab_PENDING: '待领取',
  rc_tab_CLAIMED: '已领取',
  rc_tab_EXPIRED: '已过期',
  rc_list: '奖励',
  rc_failed: '奖励加载失败。',
  rc_none_PENDING: '暂无待领取的奖励。',
  rc_none_CLAIMED: '暂无已领取的奖励。',
  rc_none_EXPIRED: '暂无已过期的奖励。',
  rc_none_hint: '优惠活动、VIP 等级、任务和邀请好友的奖励都会发放到这里。',
  rc_pending_count: '{{count}} 个待领取',
  rc_source_PROMOTION: '优惠活动',
  rc_source_VIP: 'VIP',
  rc_source_MISSION: '任务',
  rc_source_REFERRAL: '邀请好友',
  rc_turnover: '提现前需完成 {{multiple}} 倍流水',
  rc_no_turnover: '无流水要求',
  rc_granted: '发放于 {{time}}',
  rc_expires: '请于 {{time}} 前领取',
  rc_claimed_at: '领取于 {{time}}',
  rc_expired_at: '过期于 {{time}}',
  rc_claim: '领取',
  rc_claim_named: '领取 {{title}}',
  rc_claimed: '奖励已领取：{{amount}} 已存入您的钱包',
};

export default texts;
