import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts mf-member shares across its parts, in Japanese. */
const texts: Texts<typeof EN> = {
  title: '会員センター',
  securityCenter: 'マイアカウント',
  transferFund: 'ウォレット',
  depositv2: '入金',
  withdraw: '出金',
  transferUpline: 'アップラインへ振替',
  personalHistoryCopy: 'ベット履歴',
  transactionHistory: '取引履歴',
  personalProfit: '損益',
  bonusDetails: 'ボーナス詳細',
  rewardCenter: '特典センター',
  referral: '友達を招待',
  missionLeaderboard: 'ミッション',
  messageV2: 'プラットフォーム情報',
  feedback: 'フィードバック',
  profile: 'プロフィール',
  password: 'パスワード',
  choose: '選択してください',
  save: '保存',
  amount_invalid: '0より大きく、小数点以下2桁までの金額を入力してください',
  balance: '残高',
};

export default texts;
