import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The social-login texts in Korean. */
const texts: Texts<typeof EN> = {
  social_or: '또는',
  social_google: 'Google로 로그인',
  social_facebook: 'Facebook으로 로그인',
};

export default texts;
