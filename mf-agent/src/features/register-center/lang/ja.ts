import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The register center feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  reg_title: '新規アカウント',
  reg_intro:
    'アカウントはあなたの配下に作成されます。パスワードを所有者に伝えてください。初回ログイン時に変更が必要です。',
  reg_username: 'ユーザー名',
  reg_username_hint: '4〜16文字の英字、数字または_',
  reg_username_rule: '4〜16文字の英字、数字または_を使用してください',
  reg_password: 'パスワード',
  reg_password_rule: '6〜20文字で入力してください',
  reg_confirm: 'パスワード（確認）',
  reg_nickname: 'ニックネーム（任意）',
  reg_nickname_rule: '32文字以内',
  reg_kind: 'アカウントの種類',
  reg_player: 'プレイヤー',
  reg_agent: 'エージェント',
  reg_submit: '登録',
  reg_done_player: 'プレイヤー{{account}}を登録しました。',
  reg_done_agent: 'エージェント{{account}}を登録しました。',
  reg_done_code: '招待コード：{{code}}',
  inv_title: '招待',
  inv_intro: 'あなたのリンクまたはコードから登録した新規プレイヤーは、あなたのチームに参加します。',
  inv_code: '招待コード',
  inv_link: '登録リンク',
  inv_copy: 'コピー',
  inv_copy_link: '登録リンクをコピー',
  inv_copied: 'リンクをコピーしました',
  inv_copy_failed: 'コピーできませんでした。リンクを選択して手動でコピーしてください',
  inv_qr: '登録リンクのQRコード',
  inv_failed: '招待情報を読み込めませんでした。',
};

export default texts;
