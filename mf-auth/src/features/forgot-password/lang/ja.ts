import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The forgot password feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  forgot_tab_email: 'メールで',
  forgot_tab_mobile: '携帯電話で',
  in_been_out: '仮パスワードをメールで送信しました。仮パスワードでログインし、新しいパスワードを設定してください。',
  forgot_tabs: 'パスワードの再設定',
};

export default texts;
