import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The login feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  no_account: 'アカウントをお持ちでない方',
  forgot_link: 'パスワードをお忘れですか？',
  disclaimer_read: '免責事項を読む',
};

export default texts;
