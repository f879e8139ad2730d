import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team bets feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  tb_game: 'ゲーム',
  tb_round: 'ラウンド {{id}}',
  tb_vendor: 'プロバイダー',
  tb_stake: '賭け金',
  tb_payout: '配当',
  tb_win_loss: '勝敗',
  tb_status: '状態',
  tb_time: '日時',
  tb_status_OPEN: '未確定',
  tb_status_SETTLED: '確定済み',
  tb_status_ROLLED_BACK: '返金済み',
  tb_totals: '合計',
  tb_rounds: 'ラウンド数',
  tb_none: 'この期間のチームベットはありません。',
  tb_none_hint: 'チームがリアルマネーでプレイしたラウンドがここに表示されます。',
  tb_failed: 'チームのベットを読み込めませんでした。',
};

export default texts;
