import type { Texts } from '../../languages';
import type { REFERRAL_EN } from '../../referral';

/** The texts of referral.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof REFERRAL_EN> = {
  referral_code_error: '推荐码无效',
};

export default texts;
