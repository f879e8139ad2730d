import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The social-login feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  social_or: 'หรือ',
  social_google: 'เข้าสู่ระบบด้วย Google',
  social_facebook: 'เข้าสู่ระบบด้วย Facebook',
};

export default texts;
