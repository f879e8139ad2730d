import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list feature's texts in Korean. */
const texts: Texts<typeof EN> = {
  live_lobby: '라이브 테이블',
  live_none: '지금 열린 라이브 테이블이 없습니다.',
  live_failed: '라이브 테이블을 불러오지 못했습니다.',
  live_game_BACCARAT: '바카라',
  live_game_ROULETTE: '룰렛',
  live_dealer: '딜러 {{name}}',
  live_round: '라운드 {{no}}',
  live_betting: '베팅 중 · {{seconds}}초',
  live_drawing: '결과 추첨 중',
  live_players: '{{count}}명 베팅 중',
  live_recent: '최근 결과',
  live_open: '{{table}}에서 플레이',
  live_play: '플레이',
  live_chat: '채팅',
  live_chat_open: '{{table}} 채팅 열기',
  live_chat_title: '테이블 채팅 · {{table}}',
  live_chat_failed: '테이블 채팅을 열 수 없습니다.',
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
