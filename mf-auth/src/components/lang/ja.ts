import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-auth's shared components, in Japanese. */
const texts: Texts<typeof EN> = {
  captcha_refresh: 'クリックしてコードを更新',
  dial_code: '国番号',
  dial_code_search: '国を検索',
  dial_code_failed: '国の一覧を読み込めませんでした',
  mobile: '携帯電話番号',
  sms_code: '認証コード',
  send_code: 'コードを送信',
  resend_in: '{{seconds}}秒後に再送信',
  v_mobile_required: '有効な携帯電話番号を入力してください',
  id_photos: '身分証の写真',
  id_photos_hint: 'JPEGまたはPNG、1枚あたり最大5 MB。裏面は任意です。',
  upload_idCardFront: '身分証の表面',
  upload_idCardBack: '身分証の裏面',
  upload_idCardSelfie: '身分証の表面を持ったセルフィー',
  upload_submit: 'アップロード',
  upload_none: '写真が選択されていません',
};

export default texts;
