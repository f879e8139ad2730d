import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profile feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  prof_avatar: 'アバター',
  prof_avatar_hint: 'イニシャルの色を選んでください。',
  prof_avatar_default: 'デフォルトのアバター',
  prof_avatar_n: 'アバターの色 {{n}}',
  prof_avatar_saved: 'アバターを更新しました',
  prof_avatar_failed: 'アバターを読み込めませんでした。',
  prof_info: '個人情報',
  prof_nickname: 'ニックネーム',
  prof_nickname_long: '{{max}}文字以内',
  prof_email: 'メールアドレス',
  prof_email_none: 'メールアドレスは未登録です',
  prof_birthday: '生年月日',
  prof_birthday_once: '未設定です：一度だけ設定できます。',
  prof_saved: 'プロフィールを保存しました',
  prof_unchanged: '保存する内容がありません。先に項目を変更してください',
  prof_mobile: '携帯電話番号',
  prof_mobile_current: '現在の番号',
  prof_mobile_none: '携帯電話番号は未登録です',
  prof_mobile_new: '新しい携帯電話番号',
  prof_dial_code: '国番号',
  prof_dial_code_search: '国を検索',
  prof_dial_code_failed: '国の一覧を読み込めませんでした',
  prof_code: '認証コード',
  prof_send_code: 'コードを送信',
  prof_resend_in: '{{seconds}}秒後に再送信',
  prof_mobile_submit: '携帯電話番号を変更',
  prof_mobile_saved: '携帯電話番号を変更しました',
  prof_failed: 'プロフィールを読み込めませんでした。',
};

export default texts;
