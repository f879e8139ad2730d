import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The change password feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  old_password: '現在のパスワード',
  confirm_password: '新しいパスワード（確認）',
  confirm_change: 'パスワードを変更',
};

export default texts;
