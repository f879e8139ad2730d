import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The referral feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ref_invite: 'Ibahagi ang iyong imbitasyon',
  ref_rules:
    'Kapag umabot sa {{min}} ang mga deposit ng kaibigan mo sa loob ng {{days}} araw mula nang mag-sign up siya gamit ang iyong code, makakatanggap ka ng {{reward}} sa iyong reward center.',
  ref_turnover: 'Bawat reward ay nangangailangan ng taya na {{multiple}}× ng halaga nito bago mo ito ma-withdraw.',
  ref_no_turnover: 'Puwedeng i-withdraw ang mga reward nang walang dagdag na taya.',
  ref_off:
    'Naka-pause ang mga referral reward. Naka-link pa rin sa iyo ang mga kaibigang nag-sign up gamit ang iyong code.',
  ref_code: 'Ang iyong referral code',
  ref_link: 'Ang iyong invite link',
  ref_copy: 'Kopyahin',
  ref_copy_code: 'Kopyahin ang referral code',
  ref_copy_link: 'Kopyahin ang invite link',
  ref_copied: 'Nakopya',
  ref_copy_failed: 'Hindi makopya: piliin ang text at ikaw na ang kumopya',
  ref_qr: 'QR code ng iyong invite link',
  ref_qr_hint: 'Puwede itong i-scan ng mga kaibigan gamit ang camera ng kanilang phone.',
  ref_failed: 'Hindi ma-load ang detalye ng iyong referral.',
  ref_stats: 'Ang iyong mga referral',
  ref_invited: 'Mga inimbitahang kaibigan',
  ref_qualified: 'Qualified',
  ref_rewarded: 'Mga na-claim na reward',
  ref_earned: 'Mga nakuhang reward',
  ref_friends: 'Mga inimbitahang kaibigan',
  ref_account: 'Kaibigan',
  ref_joined: 'Sumali',
  ref_state: 'Estado',
  ref_reward: 'Ang iyong reward',
  ref_state_REGISTERED: 'Nakarehistro',
  ref_state_QUALIFIED: 'Qualified',
  ref_state_REWARDED: 'Nabigyan ng reward',
  ref_state_hint_REGISTERED: 'Nag-sign up na, hindi pa qualified',
  ref_state_hint_QUALIFIED: 'Naghihintay ang reward sa iyong reward center',
  ref_state_hint_REWARDED: 'Na-claim ang reward',
  ref_friends_none: 'Wala pang kaibigan.',
  ref_friends_none_hint: 'Ibahagi ang iyong link: lalabas dito ang mga kaibigang mag-sign up gamit ito.',
  ref_friends_failed: 'Hindi ma-load ang iyong mga kaibigan.',
};

export default texts;
