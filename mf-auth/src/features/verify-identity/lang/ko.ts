import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify-identity texts in Korean. */
const texts: Texts<typeof EN> = {
  verify_identity_intro: '본인 인증을 완료하려면 신분증을 업로드해 주세요.',
  verify_later: '나중에 인증하기',
};

export default texts;
