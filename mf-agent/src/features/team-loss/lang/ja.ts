import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team loss feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  tl_bets: 'ベット数',
  tl_stake: '賭け金',
  tl_payout: '配当',
  tl_win_loss: '勝敗',
  tl_totals: '合計',
  tl_none: 'この期間に確定したラウンドはありません。',
  tl_none_hint: '各メンバーの賭け金、配当、勝敗がここに表示されます。',
  tl_failed: 'ユーザー損益レポートを読み込めませんでした。',
};

export default texts;
