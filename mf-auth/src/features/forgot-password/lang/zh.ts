import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The forgot-password feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  forgot_tab_email: '通过邮箱',
  forgot_tab_mobile: '通过手机',
  in_been_out: '临时密码已发送至您的邮箱。请用它登录并设置新密码。',
  forgot_tabs: '重置密码',
};

export default texts;
