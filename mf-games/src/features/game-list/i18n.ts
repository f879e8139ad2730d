import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the game list's PVP rooms section. */
export const EN = {
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
