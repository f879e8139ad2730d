import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-member's shared texts (config) in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  title: '会员中心',
  securityCenter: '我的账户',
  transferFund: '钱包',
  depositv2: '充值',
  withdraw: '提现',
  transferUpline: '转账给上级',
  personalHistoryCopy: '投注记录',
  transactionHistory: '账变记录',
  personalProfit: '盈亏报表',
  bonusDetails: '彩金明细',
  rewardCenter: '奖励中心',
  referral: '邀请好友',
  missionLeaderboard: '任务',
  messageV2: '平台消息',
  feedback: '意见反馈',
  profile: '个人资料',
  password: '密码',
  choose: '请选择',
  save: '保存',
  amount_invalid: '请输入大于 0 且最多 2 位小数的金额',
  balance: '余额',
};

export default texts;
