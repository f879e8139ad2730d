import type { Texts } from '../../languages';
import type { REFERRAL_EN } from '../../referral';

/** The texts of referral.ts in Japanese (namespace `common`). */
const texts: Texts<typeof REFERRAL_EN> = {
  referral_code_error: '紹介コードが無効です',
};

export default texts;
