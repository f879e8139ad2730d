import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The vip feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  vip_title: 'VIP level',
  vip_current: 'Ang iyong level',
  vip_window:
    'Binibilang ng iyong level ang nakaraang {{days}} araw: mga na-credit na deposit at taya sa mga na-settle na round.',
  vip_next: 'Susunod na level: {{label}}',
  vip_deposit: 'Mga deposit',
  vip_turnover: 'Mga taya',
  vip_of: '{{current}} ng {{required}}',
  vip_reached: 'Qualified ka na para sa {{label}}: maa-update ang iyong level sa loob ng ilang minuto.',
  vip_top: 'Nasa pinakamataas na level ka na.',
  vip_bonus_note:
    'Isang beses lang ibinibigay ang bawat upgrade bonus, sa unang beses na maabot mo ang level. I-claim ito sa reward center.',
  vip_updated: 'Na-update ang level noong {{at}}',
  vip_failed: 'Hindi ma-load ang iyong VIP level.',
  vip_levels: 'Mga level at benepisyo',
  vip_levels_none: 'Wala pang level.',
  vip_col_level: 'Level',
  vip_col_deposit: 'Deposit mula',
  vip_col_turnover: 'Taya mula',
  vip_col_bonus: 'Upgrade bonus',
  vip_col_benefits: 'Mga benepisyo',
  vip_you: 'Ikaw',
  vip_benefit_UPGRADE_BONUS: 'Upgrade bonus',
  vip_benefit_DAILY_WITHDRAWALS: 'Mas maraming withdrawal kada araw',
  vip_benefit_FAST_WITHDRAWALS: 'Priority na withdrawal',
  vip_benefit_BIRTHDAY_GIFT: 'Regalo sa kaarawan',
  vip_benefit_WEEKLY_CASHBACK: 'Lingguhang cashback',
  vip_benefit_DEDICATED_MANAGER: 'Personal na account manager',
  vip_benefit_EXCLUSIVE_EVENTS: 'Mga eksklusibong event',
};

export default texts;
