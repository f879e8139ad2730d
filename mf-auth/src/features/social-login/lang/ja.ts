import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The social login feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  social_or: 'または',
  social_google: 'Googleでログイン',
  social_facebook: 'Facebookでログイン',
};

export default texts;
