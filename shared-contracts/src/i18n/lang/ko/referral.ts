import type { Texts } from '../../languages';
import type { REFERRAL_EN } from '../../referral';

/** The referral texts of the `common` namespace in Korean. */
const texts: Texts<typeof REFERRAL_EN> = {
  referral_code_error: '유효하지 않은 추천 코드입니다',
};

export default texts;
