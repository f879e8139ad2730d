import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profile feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  prof_avatar: 'Avatar',
  prof_avatar_hint: 'Pumili ng kulay para sa iyong initials.',
  prof_avatar_default: 'Default na avatar',
  prof_avatar_n: 'Kulay ng avatar {{n}}',
  prof_avatar_saved: 'Na-update ang avatar',
  prof_avatar_failed: 'Hindi ma-load ang iyong avatar.',
  prof_info: 'Personal na impormasyon',
  prof_nickname: 'Nickname',
  prof_nickname_long: 'Hanggang {{max}} character',
  prof_email: 'E-mail',
  prof_email_none: 'Wala pang e-mail',
  prof_birthday: 'Kaarawan',
  prof_birthday_once: 'Hindi pa nakatakda: maitatakda ito nang isang beses.',
  prof_saved: 'Na-save ang profile',
  prof_unchanged: 'Walang ise-save: baguhin muna ang isang field',
  prof_mobile: 'Mobile number',
  prof_mobile_current: 'Kasalukuyang numero',
  prof_mobile_none: 'Wala pang mobile number',
  prof_mobile_new: 'Bagong mobile number',
  prof_dial_code: 'Country code',
  prof_dial_code_search: 'Maghanap ng bansa',
  prof_dial_code_failed: 'Hindi ma-load ang listahan ng mga bansa',
  prof_code: 'Verification code',
  prof_send_code: 'Ipadala ang code',
  prof_resend_in: 'Ipadala ulit sa loob ng {{seconds}} s',
  prof_mobile_submit: 'Palitan ang mobile number',
  prof_mobile_saved: 'Napalitan ang mobile number',
  prof_failed: 'Hindi ma-load ang iyong profile.',
};

export default texts;
