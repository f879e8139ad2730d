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
  live_play: 'プレイ',
  live_chat: 'チャット',
  live_chat_open: '{{table}} のチャットを開く',
  live_chat_title: 'テーブルチャット · {{table}}',
  live_chat_failed: 'テーブルチャットを開けませんでした。',
  pvp_rooms_title: 'ルーム',
  pvp_rooms_label: 'PVP ルーム：他のプレイヤーと対戦',
  pvp_rooms_empty: '現在開いているルームはありません。',
  pvp_rooms_failed: 'ルームを読み込めませんでした。',
  pvp_game_DICE_DUEL: 'ダイス対決',
  pvp_game_HIGH_CARD: 'ハイカード',
  pvp_room_seats: '{{seated}}/{{seats}} 席が埋まっています',
  pvp_room_play: 'プレイ',
  pvp_room_play_label: '{{game}} をプレイ、ベット {{stake}}',
};

export default texts;
