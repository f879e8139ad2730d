import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The betting record feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  bets_game: 'ゲーム',
  bets_vendor: 'プロバイダー',
  bets_category: 'カテゴリー',
  bets_stake: '賭け金',
  bets_payout: '配当',
  bets_win_loss: '勝敗',
  bets_status: '状態',
  bets_time: '日時',
  bets_round: 'ラウンド {{id}}',
  bets_status_OPEN: '未確定',
  bets_status_SETTLED: '確定済み',
  bets_status_ROLLED_BACK: '返金済み',
  bets_totals: '合計',
  bets_rounds: 'ラウンド数',
  bets_none: 'この期間のベットはありません。',
  bets_none_hint: 'リアルマネーでプレイしたラウンドがここに表示されます。',
  bets_failed: 'ベット履歴を読み込めませんでした。',
};

export default texts;
