import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The session feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  logout_confirm: 'ログアウトしてもよろしいですか？',
  switch_account_title: 'アカウントを切り替えますか？',
  switch_account_body: '{{current}}としてログイン中です。このリンクでは{{next}}としてログインします。',
  switch_account_keep: '{{current}}のままにする',
  switch_account_switch: '{{next}}に切り替える',
};

export default texts;
