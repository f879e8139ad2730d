import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-games's components' texts in Thai. */
const texts: Texts<typeof EN> = {
  games_count: '{{count}} เกม',
  no_vendors: 'ยังไม่มีค่ายเกมในหมวดนี้',
  load_failed: 'ไม่สามารถโหลดเกมได้ กรุณาลองใหม่อีกครั้ง',
  hot: 'ฮิต',
  play_now: 'เล่นเลย',
  favorite_add: 'เพิ่มในรายการโปรด',
  favorite_remove: 'ลบออกจากรายการโปรด',
  search: 'ค้นหาเกม',
  search_hint: 'ค้นหาตามชื่อเกม',
  results: 'พบ {{count}} เกม',
  no_games: 'ไม่พบเกมที่ตรงกับการค้นหา',
  no_games_hint: 'ลองค้นหาด้วยชื่ออื่น',
  no_games_yet: 'ยังไม่มีเกมในหมวดนี้',
  vendors_failed: 'ไม่สามารถโหลดค่ายเกมได้ กรุณาลองใหม่อีกครั้ง',
  carousel: 'ภาพสไลด์',
  slide: 'สไลด์',
  slides_pause: 'หยุดสไลด์',
  slides_play: 'เล่นสไลด์',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
};

export default texts;
