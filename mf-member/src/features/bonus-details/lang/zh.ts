import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bonus-details feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  bd_intro: '每笔领取的彩金都需要完成一定流水（已结算投注）后才能提现。',
  bd_list: '彩金',
  bd_failed: '彩金加载失败。',
  bd_none: '暂无彩金。',
  bd_none_hint: '在奖励中心领取奖励后，对应彩金会显示在这里。',
  bd_status_ACTIVE: '进行中',
  bd_status_COMPLETED: '已完成',
  bd_source_PROMOTION: '优惠活动',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: '任务',
  bd_source_REFERRAL: '邀请好友',
  bd_amount: '彩金',
  bd_turnover: '流水',
  bd_progress: '{{title}} 的流水进度',
  bd_no_turnover: '无流水要求',
  bd_claimed: '领取于 {{time}}',
};

export default texts;
