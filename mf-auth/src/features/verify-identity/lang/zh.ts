import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify-identity feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  verify_identity_intro: '请上传您的证件以完成身份验证。',
  verify_later: '稍后验证',
};

export default texts;
