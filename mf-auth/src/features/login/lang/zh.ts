import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The login feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  no_account: '还没有账号？',
  forgot_link: '忘记密码？',
  disclaimer_read: '阅读免责声明',
};

export default texts;
