import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The ip-verification feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ip_intro: '您正在从新的地点登录，请确认是您本人。',
  ip_method_MOBILE: '手机',
  ip_method_EMAIL: '电子邮箱',
  ip_method_PAYEE_NAME: '银行户名',
  ip_tabs: '验证方式',
  ip_hint_MOBILE: '我们将发送验证码至 {{hint}}',
  ip_hint_EMAIL: '我们将发送验证码至 {{hint}}',
  ip_hint_PAYEE_NAME: '请输入您银行账户的户名',
  ip_payee_name: '银行户名',
  ip_method_AUTHENTICATOR: '身份验证器应用',
  ip_hint_AUTHENTICATOR: '请输入身份验证器应用显示的验证码，或一个恢复码',
  ip_authenticator_code: '验证器验证码或恢复码',
};

export default texts;
