import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The transfer upline feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  upline_title: 'あなたのアップライン',
  upline_none: 'あなたのアカウントにはアップラインがいません。',
  upline_none_hint: 'エージェント経由で登録したアカウントのみ、そのエージェントに振替できます。',
  upline_failed: 'アップラインを読み込めませんでした。',
  upline_amount: '金額',
  upline_fund_password: '資金パスワード',
  upline_submit: 'アップラインへ振替',
  upline_done: '{{account}}に{{amount}} {{currency}}を振り替えました。',
  upline_need_fund_password: '先に出金ページで資金パスワードを設定してください。振替のたびに必要です。',
  upline_set_fund_password: '資金パスワードを設定',
  upline_amount_over: '金額が残高を超えています',
  upline_fund_wrong_one: '資金パスワードが正しくありません。振替と出金がロックされるまであと{{count}}回です',
  upline_fund_wrong_other: '資金パスワードが正しくありません。振替と出金がロックされるまであと{{count}}回です',
};

export default texts;
