import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-auth's components/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  captcha_refresh: 'I-click para i-refresh ang code',
  dial_code: 'Country code',
  dial_code_search: 'Maghanap ng bansa',
  dial_code_failed: 'Hindi ma-load ang listahan ng mga bansa',
  mobile: 'Mobile number',
  sms_code: 'Verification code',
  send_code: 'Ipadala ang code',
  resend_in: 'Ipadala ulit sa loob ng {{seconds}} s',
  v_mobile_required: 'Maglagay ng wastong mobile number',
  id_photos: 'Mga larawan ng ID',
  id_photos_hint: 'JPEG o PNG, hanggang 5 MB bawat isa. Opsyonal ang likod.',
  upload_idCardFront: 'Harap ng iyong ID',
  upload_idCardBack: 'Likod ng iyong ID',
  upload_idCardSelfie: 'Selfie kasama ang harap ng ID',
  upload_submit: 'I-upload',
  upload_none: 'Walang napiling larawan',
};

export default texts;
