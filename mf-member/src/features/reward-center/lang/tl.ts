import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The reward-center feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  rc_tabs: 'Mga reward ayon sa status',
  rc_tab_PENDING: 'Para i-claim',
  rc_tab_CLAIMED: 'Na-claim',
  rc_tab_EXPIRED: 'Expired',
  rc_list: 'Mga reward',
  rc_failed: 'Hindi ma-load ang iyong mga reward.',
  rc_none_PENDING: 'Walang reward na naghihintay na i-claim.',
  rc_none_CLAIMED: 'Wala ka pang na-claim na reward.',
  rc_none_EXPIRED: 'Walang expired na reward.',
  rc_none_hint: 'Dito mapupunta ang mga reward mula sa promo, VIP level, mission at mga inimbitahang kaibigan.',
  rc_pending_count: '{{count}} na puwedeng i-claim',
  rc_source_PROMOTION: 'Promo',
  rc_source_VIP: 'VIP',
  rc_source_MISSION: 'Mission',
  rc_source_REFERRAL: 'Mag-imbita ng kaibigan',
  rc_turnover: 'Tumaya ng {{multiple}}× bago mag-withdraw',
  rc_no_turnover: 'Walang kailangang turnover',
  rc_granted: 'Ibinigay noong {{time}}',
  rc_expires: 'I-claim bago ang {{time}}',
  rc_claimed_at: 'Na-claim noong {{time}}',
  rc_expired_at: 'Nag-expire noong {{time}}',
  rc_claim: 'I-claim',
  rc_claim_named: 'I-claim ang {{title}}',
  rc_claimed: 'Na-claim ang reward: naidagdag ang {{amount}} sa iyong wallet',
};

export default texts;
