import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list's PVP rooms texts in Thai. */
const texts: Texts<typeof EN> = {
  pvp_rooms_title: 'ห้อง',
  pvp_rooms_label: 'ห้อง PVP: เล่นกับผู้เล่นคนอื่น',
  pvp_rooms_empty: 'ขณะนี้ไม่มีห้องที่เปิดอยู่',
  pvp_rooms_failed: 'ไม่สามารถโหลดห้องได้',
  pvp_game_DICE_DUEL: 'ดวลลูกเต๋า',
  pvp_game_HIGH_CARD: 'ไพ่สูง',
  pvp_room_seats: 'มีผู้นั่งแล้ว {{seated}}/{{seats}} ที่',
  pvp_room_play: 'เล่น',
  pvp_room_play_label: 'เล่น {{game}} เดิมพัน {{stake}}',
};

export default texts;
