import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The download feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  download_intro: 'Laruin ang {{merchant}} sa iyong phone: i-scan ang code gamit ang camera o i-tap ang button.',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: 'Mobile site',
  download_IOS_hint: 'Para sa iPhone at iPad',
  download_ANDROID_hint: 'Para sa mga Android phone at tablet',
  download_MOBILE_CONFIG_hint: 'Sa kahit anong phone browser, walang kailangang i-install',
  download_IOS_action: 'I-download para sa iOS',
  download_ANDROID_action: 'I-download para sa Android',
  download_MOBILE_CONFIG_action: 'Buksan ang mobile site',
  download_qr: 'QR code: {{name}}',
  download_empty: 'Wala pang app na mada-download',
  download_empty_hint: 'Wala pang mobile app ang site na ito; gumagana ito sa browser ng iyong phone.',
};

export default texts;
