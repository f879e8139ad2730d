import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify-identity feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  verify_identity_intro: 'I-upload ang iyong ID para makumpleto ang identity verification.',
  verify_later: 'Mamaya na mag-verify',
};

export default texts;
