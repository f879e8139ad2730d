import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The change-password feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  old_password: '原密码',
  confirm_password: '确认新密码',
  confirm_change: '修改密码',
};

export default texts;
