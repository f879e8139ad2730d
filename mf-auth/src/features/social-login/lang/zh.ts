import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The social-login feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  social_or: '或',
  social_google: '使用 Google 登录',
  social_facebook: '使用 Facebook 登录',
};

export default texts;
