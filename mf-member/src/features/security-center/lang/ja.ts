import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security center feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  change_password: 'パスワード変更',
  id_verification: '本人確認',
  id_status_N: '未確認',
  id_status_P: '書類を受領し、審査中です',
  id_status_A: '確認済み',
  id_status_R: '却下：身分証を再度アップロードしてください',
  id_verify_now: '今すぐ確認する',
  security_question: '秘密の質問',
  security_question_none: '秘密の質問が設定されていません。',
  security_question_set: 'あなたの質問：{{question}}',
  security_question_choose: '質問',
  security_question_saved: '秘密の質問を保存しました。ログインのたびに質問されます。',
  security_answer: '回答',
  current_password: '現在のパスワード',
  security_failed: 'セキュリティ設定を読み込めませんでした。',
  questions_failed: '秘密の質問を読み込めませんでした。',
  totp_title: '2段階認証',
  totp_intro:
    '認証アプリ（Google Authenticator、Microsoft Authenticatorなど）を使って、新しい場所からのログインを確認します。',
  totp_off: 'オフ。',
  totp_on: 'オン。残りのリカバリーコード：{{count}}',
  totp_set_up: 'オンにする',
  totp_scan:
    '認証アプリでQRコードを読み取るか、下のキーを入力してください。その後、アプリに表示される6桁のコードを入力してください。',
  totp_qr: '認証アプリ用QRコード',
  totp_secret: 'キー',
  totp_copy: 'コピー',
  totp_secret_copy: 'キーをコピー',
  totp_secret_copied: 'キーをコピーしました',
  totp_copy_failed: 'コピーできませんでした。テキストを選択してコピーしてください',
  totp_code: 'アプリのコード',
  totp_code_required: 'コードを入力してください',
  totp_turn_on: '確認してオンにする',
  totp_cancel: 'キャンセル',
  totp_on_now: '2段階認証がオンになりました。',
  totp_codes_title: 'リカバリーコード',
  totp_codes_intro:
    'これらのリカバリーコードを安全な場所に保管してください。スマートフォンを紛失した場合、アプリのコードの代わりに各コードを1回ずつ使用できます。表示されるのは今回だけです。',
  totp_codes_copy: 'コードをコピー',
  totp_codes_copied: 'リカバリーコードをコピーしました',
  totp_codes_download: 'ダウンロード',
  totp_codes_saved: '保存しました',
  totp_code_or_recovery: 'アプリのコードまたはリカバリーコード',
  totp_turn_off: 'オフにする',
  totp_off_now: '2段階認証をオフにしました',
  totp_failed: '2段階認証の設定を読み込めませんでした。',
};

export default texts;
