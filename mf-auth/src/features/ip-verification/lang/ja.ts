import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The ip verification feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ip_intro: '新しい場所からログインしています。ご本人であることを確認してください。',
  ip_method_MOBILE: '携帯電話',
  ip_method_EMAIL: 'メールアドレス',
  ip_method_PAYEE_NAME: '銀行口座名義',
  ip_tabs: '確認方法',
  ip_hint_MOBILE: '{{hint}}にコードを送信します',
  ip_hint_EMAIL: '{{hint}}にコードを送信します',
  ip_hint_PAYEE_NAME: '銀行口座の名義を入力してください',
  ip_payee_name: '銀行口座名義',
  ip_method_AUTHENTICATOR: '認証アプリ',
  ip_hint_AUTHENTICATOR: '認証アプリに表示されるコード、またはリカバリーコードのいずれかを入力してください',
  ip_authenticator_code: '認証アプリのコードまたはリカバリーコード',
};

export default texts;
