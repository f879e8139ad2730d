import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-member's config/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  title: 'Member center',
  securityCenter: 'Aking account',
  transferFund: 'Wallet',
  depositv2: 'Deposit',
  withdraw: 'Withdraw',
  transferUpline: 'Transfer sa upline',
  personalHistoryCopy: 'Betting record',
  transactionHistory: 'Account record',
  personalProfit: 'Kita at talo',
  bonusDetails: 'Detalye ng bonus',
  rewardCenter: 'Reward center',
  referral: 'Mag-imbita ng kaibigan',
  missionLeaderboard: 'Mga mission',
  messageV2: 'Impormasyon ng platform',
  feedback: 'Feedback',
  profile: 'Profile',
  password: 'Password',
  choose: 'Pumili',
  save: 'I-save',
  amount_invalid: 'Maglagay ng halagang higit sa 0 na may hanggang 2 decimal',
  balance: 'Balance',
};

export default texts;
