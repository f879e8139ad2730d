import type { Texts } from '../../languages';
import type { REFERRAL_EN } from '../../referral';

/** Referral errors in Thai. */
const texts: Texts<typeof REFERRAL_EN> = {
  referral_code_error: 'รหัสแนะนำไม่ถูกต้อง',
};

export default texts;
