import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  live_lobby: 'ライブテーブル',
  live_none: '現在開いているライブテーブルはありません。',
  live_failed: 'ライブテーブルを読み込めませんでした。',
  live_game_BACCARAT: 'バカラ',
  live_game_ROULETTE: 'ルーレット',
  live_dealer: 'ディーラー {{name}}',
  live_round: 'ラウンド {{no}}',
  live_betting: 'ベット受付中 · {{seconds}} 秒',
  live_drawing: '結果発表中',
  live_players: '{{count}} 人がベット中',
  live_recent: '最近の結果',
  live_open: '{{table}} でプレイ',
};

export default texts;
