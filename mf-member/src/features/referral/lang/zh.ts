import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The referral feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ref_invite: '分享您的邀请',
  ref_rules: '好友使用您的推荐码注册后 {{days}} 天内充值累计达到 {{min}}，您将在奖励中心获得 {{reward}}。',
  ref_turnover: '每笔奖励需完成其金额 {{multiple}} 倍的投注流水后才能提现。',
  ref_no_turnover: '奖励无需额外投注即可提现。',
  ref_off: '推荐奖励已暂停。使用您推荐码注册的好友仍会与您关联。',
  ref_code: '您的推荐码',
  ref_link: '您的邀请链接',
  ref_copy: '复制',
  ref_copy_code: '复制推荐码',
  ref_copy_link: '复制邀请链接',
  ref_copied: '已复制',
  ref_copy_failed: '复制失败：请手动选中文字并复制',
  ref_qr: '您的邀请链接二维码',
  ref_qr_hint: '好友可以用手机相机扫描。',
  ref_failed: '推荐信息加载失败。',
  ref_stats: '我的推荐',
  ref_invited: '已邀请好友',
  ref_qualified: '已达标',
  ref_rewarded: '已领取奖励',
  ref_earned: '已获得奖励',
  ref_friends: '已邀请的好友',
  ref_account: '好友',
  ref_joined: '注册时间',
  ref_state: '状态',
  ref_reward: '您的奖励',
  ref_state_REGISTERED: '已注册',
  ref_state_QUALIFIED: '已达标',
  ref_state_REWARDED: '已奖励',
  ref_state_hint_REGISTERED: '已注册，尚未达标',
  ref_state_hint_QUALIFIED: '奖励已在奖励中心等您领取',
  ref_state_hint_REWARDED: '奖励已领取',
  ref_friends_none: '暂无好友。',
  ref_friends_none_hint: '分享您的链接：通过它注册的好友会显示在这里。',
  ref_friends_failed: '好友列表加载失败。',
};

export default texts;
