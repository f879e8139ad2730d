import type { REFERRAL_EN } from '../../referral';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' referral.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof REFERRAL_EN> = {
  referral_code_error: 'Di-wastong referral code',
};

export default texts;
