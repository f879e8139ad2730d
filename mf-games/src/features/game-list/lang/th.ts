import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  live_lobby: 'โต๊ะไลฟ์',
  live_none: 'ขณะนี้ไม่มีโต๊ะไลฟ์เปิดอยู่',
  live_failed: 'โหลดโต๊ะไลฟ์ไม่สำเร็จ',
  live_game_BACCARAT: 'บาคาร่า',
  live_game_ROULETTE: 'รูเล็ต',
  live_dealer: 'ดีลเลอร์ {{name}}',
  live_round: 'รอบ {{no}}',
  live_betting: 'เปิดรับเดิมพัน · {{seconds}} วินาที',
  live_drawing: 'กำลังออกผล',
  live_players: '{{count}} คนกำลังเดิมพัน',
  live_recent: 'ผลล่าสุด',
  live_open: 'เล่นที่ {{table}}',
  live_play: 'เล่น',
  live_chat: 'แชท',
  live_chat_open: 'เปิดแชทของ {{table}}',
  live_chat_title: 'แชทประจำโต๊ะ · {{table}}',
  live_chat_failed: 'ไม่สามารถเปิดแชทประจำโต๊ะได้',
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
