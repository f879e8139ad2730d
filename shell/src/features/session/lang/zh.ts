import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The session feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  logout_confirm: '确定要退出登录吗？',
  switch_account_title: '切换账号？',
  switch_account_body: '您当前登录的账号是 {{current}}，此链接将以 {{next}} 登录。',
  switch_account_keep: '保持 {{current}}',
  switch_account_switch: '切换到 {{next}}',
};

export default texts;
