import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The referral feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ref_invite: '招待を共有',
  ref_rules:
    '友達があなたのコードで登録してから{{days}}日以内に入金額が{{min}}に達すると、特典センターに{{reward}}が届きます。',
  ref_turnover: '各報酬は、出金前にその金額の{{multiple}}倍のベットが必要です。',
  ref_no_turnover: '報酬は追加のベットなしで出金できます。',
  ref_off: '紹介報酬は一時停止中です。あなたのコードで登録した友達は引き続きあなたに紐付けられます。',
  ref_code: 'あなたの紹介コード',
  ref_link: 'あなたの招待リンク',
  ref_copy: 'コピー',
  ref_copy_code: '紹介コードをコピー',
  ref_copy_link: '招待リンクをコピー',
  ref_copied: 'コピーしました',
  ref_copy_failed: 'コピーできませんでした。テキストを選択して手動でコピーしてください',
  ref_qr: '招待リンクのQRコード',
  ref_qr_hint: '友達はスマートフォンのカメラで読み取れます。',
  ref_failed: '紹介情報を読み込めませんでした。',
  ref_stats: 'あなたの紹介実績',
  ref_invited: '招待した友達',
  ref_qualified: '条件達成',
  ref_rewarded: '受取済み報酬',
  ref_earned: '獲得報酬',
  ref_friends: '招待した友達',
  ref_account: '友達',
  ref_joined: '登録日',
  ref_state: '状態',
  ref_reward: 'あなたの報酬',
  ref_state_REGISTERED: '登録済み',
  ref_state_QUALIFIED: '条件達成',
  ref_state_REWARDED: '報酬受取済み',
  ref_state_hint_REGISTERED: '登録済み、まだ条件未達成',
  ref_state_hint_QUALIFIED: '報酬が特典センターで受け取りを待っています',
  ref_state_hint_REWARDED: '報酬受取済み',
  ref_friends_none: 'まだ友達はいません。',
  ref_friends_none_hint: 'リンクを共有しましょう。そのリンクから登録した友達がここに表示されます。',
  ref_friends_failed: '友達を読み込めませんでした。',
};

export default texts;
