import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list's PVP rooms texts in Japanese. */
const texts: Texts<typeof EN> = {
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
