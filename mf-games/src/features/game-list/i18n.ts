import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the game list: the live lobby (/live) and the PVP rooms (/pvp). */
export const EN = {
  live_lobby: 'Live tables',
  live_none: 'No live tables are open right now.',
  live_failed: 'Could not load the live tables.',
  live_game_BACCARAT: 'Baccarat',
  live_game_ROULETTE: 'Roulette',
  live_dealer: 'Dealer {{name}}',
  live_round: 'Round {{no}}',
  live_betting: 'Betting · {{seconds}} s',
  live_drawing: 'Drawing',
  live_players: '{{count}} betting',
  live_recent: 'Recent results',
  live_open: 'Play at {{table}}',
  pvp_rooms_title: 'Rooms',
  pvp_rooms_label: 'PVP rooms: play against other players',
  pvp_rooms_empty: 'No rooms are open right now.',
  pvp_rooms_failed: 'The rooms could not be loaded.',
  pvp_game_DICE_DUEL: 'Dice Duel',
  pvp_game_HIGH_CARD: 'High Card',
  pvp_room_seats: '{{seated}}/{{seats}} seats taken',
  pvp_room_play: 'Play',
  pvp_room_play_label: 'Play {{game}}, stake {{stake}}',
};

addBundles(NS, {
  EN,
  TY: {
    live_lobby: 'Bàn live',
    live_none: 'Hiện không có bàn live nào mở.',
    live_failed: 'Không thể tải các bàn live.',
    live_game_BACCARAT: 'Baccarat',
    live_game_ROULETTE: 'Roulette',
    live_dealer: 'Người chia bài {{name}}',
    live_round: 'Ván {{no}}',
    live_betting: 'Đang cược · {{seconds}} giây',
    live_drawing: 'Đang mở kết quả',
    live_players: '{{count}} người cược',
    live_recent: 'Kết quả gần đây',
    live_open: 'Chơi tại {{table}}',
    pvp_rooms_title: 'Phòng chơi',
    pvp_rooms_label: 'Phòng PVP: chơi với người chơi khác',
    pvp_rooms_empty: 'Hiện chưa có phòng nào mở.',
    pvp_rooms_failed: 'Không thể tải danh sách phòng.',
    pvp_game_DICE_DUEL: 'Đấu xúc xắc',
    pvp_game_HIGH_CARD: 'Lá bài cao',
    pvp_room_seats: 'Đã ngồi {{seated}}/{{seats}} ghế',
    pvp_room_play: 'Chơi',
    pvp_room_play_label: 'Chơi {{game}}, mức cược {{stake}}',
  } satisfies typeof EN,
});
