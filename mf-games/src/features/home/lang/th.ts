import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The home feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  home_title: 'ยินดีต้อนรับสู่ล็อบบี้',
  hot_none: 'ขณะนี้ยังไม่มีเกมฮิต',
  winners_failed: 'ไม่สามารถโหลดรายชื่อผู้ชนะได้',
  notices_pause: 'หยุดประกาศ',
  notices_play: 'เล่นประกาศ',
  banners: 'แนะนำ',
  notices: 'ประกาศ',
  hot_games: 'เกมฮิต',
  popular_games: 'ยอดนิยม',
  winners_title: 'ผู้ชนะ',
  winners_none: 'ยังไม่มีผู้ชนะ: มาเป็นคนแรกกันเลย!',
  popup_title: 'ข่าวสาร',
  build_version: 'เกม {{version}}',
};

export default texts;
