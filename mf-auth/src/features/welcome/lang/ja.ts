import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  welcome_text:
    'アカウントの準備ができました。今すぐ保護しましょう。秘密の質問と資金パスワードがお客様の資金を守ります。',
  welcome_question: '秘密の質問を設定',
  welcome_fund_password: '資金パスワードを設定',
  welcome_later: '後で',
};

export default texts;
