import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo PSP's page texts in Japanese (JA). */
export const JA: Texts<typeof EN> = {
  brand: 'DemoPay',
  secure: '安全なお支払い · テストモード',
  payTo: '支払先',
  amount: '金額',
  reference: '取引番号',
  cardNumber: 'カード番号',
  expiry: '有効期限 (MM/YY)',
  cvc: 'セキュリティコード (CVC)',
  holder: 'カード名義',
  pay: '支払う',
  paying: '処理中…',
  cancel: 'キャンセルしてサイトに戻る',
  back: 'サイトに戻る',
  testCards:
    'テストカード：4242 4242 4242 4242 は決済成功、4000 0000 0000 0002 は決済拒否になります。有効期限は未来の日付、CVC は任意です。',
  expiresAt: 'この支払いページの有効期限',
  required: '必須項目です',
  invalidNumber: 'カード番号が正しくありません',
  notTestCard: 'テストモード：下記のテストカードをご利用ください',
  invalidExpiry: 'MM/YY の形式で入力してください',
  expiredCard: 'このカードは有効期限切れです',
  invalidCvc: '3 桁または 4 桁の数字',
  invalidHolder: '80 文字以内',
  paidTitle: 'お支払いが完了しました',
  paid: 'お支払いを受け付けました。サイトに戻ります。',
  declinedTitle: 'お支払いが拒否されました',
  declined: 'カードが拒否されました。料金は発生していません。サイトに戻ってもう一度お試しください。',
  expiredTitle: '支払いページの有効期限切れ',
  expired:
    'この支払いページは有効期限が切れました（有効期間は 15 分です）。料金は発生していません。サイトに戻って最初からやり直してください。',
  unknownTitle: 'お支払いが見つかりません',
  unknown: 'この支払いリンクは無効です。',
  languages: '言語',
};
