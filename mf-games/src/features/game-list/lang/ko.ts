import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list's PVP rooms texts in Korean. */
const texts: Texts<typeof EN> = {
  pvp_rooms_title: '방',
  pvp_rooms_label: 'PVP 방: 다른 플레이어와 대결',
  pvp_rooms_empty: '현재 열린 방이 없습니다.',
  pvp_rooms_failed: '방을 불러올 수 없습니다.',
  pvp_game_DICE_DUEL: '주사위 대결',
  pvp_game_HIGH_CARD: '하이 카드',
  pvp_room_seats: '{{seated}}/{{seats}}석 착석',
  pvp_room_play: '플레이',
  pvp_room_play_label: '{{game}} 플레이, 베팅 {{stake}}',
};

export default texts;
