import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  welcome_text: '您的账号已就绪。现在就保护它吧：设置安全问题和资金密码，保障资金安全。',
  welcome_question: '设置安全问题',
  welcome_fund_password: '设置资金密码',
  welcome_later: '稍后',
};

export default texts;
