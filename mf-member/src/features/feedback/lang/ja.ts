import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The feedback feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  feedback_intro: '良い点も改善点もお聞かせください。プラットフォームメッセージでお返事します。',
  feedback_form: 'フィードバックを送信',
  feedback_type: 'トピック',
  feedback_type_suggestion: 'ご提案',
  feedback_type_complaint: '苦情',
  feedback_type_deposit: '入金',
  feedback_type_withdrawal: '出金',
  feedback_type_game: 'ゲーム',
  feedback_type_account: 'アカウント',
  feedback_type_other: 'その他',
  feedback_content: 'フィードバック内容',
  feedback_words_one: '{{count}}語（{{min}}〜{{max}}）',
  feedback_words: '{{count}}語（{{min}}〜{{max}}）',
  feedback_too_short: '{{min}}語以上で入力してください',
  feedback_too_long: '{{max}}語以内で入力してください',
  feedback_images: 'スクリーンショット（最大{{max}}枚、jpegまたはpng、各5 MBまで）',
  feedback_image_n: 'スクリーンショット {{n}}',
  feedback_image_remove: 'スクリーンショット {{n}} を削除',
  feedback_contact: '返信方法',
  feedback_contact_none: '返信不要',
  feedback_contact_email: 'メールで',
  feedback_contact_phone: '電話で',
  feedback_contact_message: 'プラットフォームメッセージで',
  feedback_send: 'フィードバックを送信',
  feedback_sent: 'ありがとうございます。フィードバックを送信しました',
  feedback_mine: 'あなたのフィードバック',
  feedback_none: 'まだフィードバックを送信していません。',
  feedback_none_hint: '送信した内容が、私たちの返信とともにここに表示されます。',
  feedback_failed: 'フィードバックを読み込めませんでした。',
  feedback_status_open: '返信待ち',
  feedback_status_answered: '返信済み',
  feedback_status_closed: '終了',
  feedback_answer: '運営からの返信',
  feedback_sent_at: '{{at}}に送信',
  feedback_with_images_one: 'スクリーンショット{{count}}枚',
  feedback_with_images: 'スクリーンショット{{count}}枚',
};

export default texts;
