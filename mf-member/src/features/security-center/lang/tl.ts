import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-center feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  change_password: 'Palitan ang password',
  id_verification: 'Identity verification',
  id_status_N: 'Hindi pa na-verify',
  id_status_P: 'Natanggap ang mga dokumento, sinusuri pa',
  id_status_A: 'Verified',
  id_status_R: 'Tinanggihan: i-upload ulit ang iyong ID',
  id_verify_now: 'Mag-verify ngayon',
  security_question: 'Security question',
  security_question_none: 'Walang naka-set na security question.',
  security_question_set: 'Ang iyong tanong: {{question}}',
  security_question_choose: 'Tanong',
  security_question_saved: 'Na-save ang security question. Itatanong ito sa bawat login.',
  security_answer: 'Sagot',
  current_password: 'Kasalukuyang password',
  security_failed: 'Hindi ma-load ang iyong security settings.',
  questions_failed: 'Hindi ma-load ang mga security question.',
  totp_title: 'Two-step sign-in',
  totp_intro:
    'Gumamit ng authenticator app (Google Authenticator, Microsoft Authenticator…) para kumpirmahin ang sign-in mula sa bagong lokasyon.',
  totp_off: 'Naka-off.',
  totp_on: 'Naka-on. Natitirang recovery code: {{count}}',
  totp_set_up: 'I-on',
  totp_scan:
    'I-scan ang QR code gamit ang iyong authenticator app, o i-type ang key sa ibaba. Pagkatapos, ilagay ang 6-digit na code na ipinapakita ng app.',
  totp_qr: 'QR code para sa iyong authenticator app',
  totp_secret: 'Key',
  totp_copy: 'Kopyahin',
  totp_secret_copy: 'Kopyahin ang key',
  totp_secret_copied: 'Nakopya ang key',
  totp_copy_failed: 'Hindi makopya: piliin ang text at kopyahin ito',
  totp_code: 'Code mula sa app',
  totp_code_required: 'Ilagay ang code',
  totp_turn_on: 'Kumpirmahin at i-on',
  totp_cancel: 'Kanselahin',
  totp_on_now: 'Naka-on na ang two-step sign-in.',
  totp_codes_title: 'Mga recovery code',
  totp_codes_intro:
    'Itago ang mga recovery code na ito sa ligtas na lugar. Isang beses lang gagana ang bawat isa, kapalit ng code mula sa app, kung mawala ang iyong phone. Ngayon lang ipapakita ang mga ito.',
  totp_codes_copy: 'Kopyahin ang mga code',
  totp_codes_copied: 'Nakopya ang mga recovery code',
  totp_codes_download: 'I-download',
  totp_codes_saved: 'Na-save ko na ang mga ito',
  totp_code_or_recovery: 'Code mula sa app o isang recovery code',
  totp_turn_off: 'I-off',
  totp_off_now: 'Naka-off na ang two-step sign-in',
  totp_failed: 'Hindi ma-load ang iyong two-step sign-in.',
};

export default texts;
