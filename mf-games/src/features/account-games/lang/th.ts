import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-games feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  favorite_title: 'เกมโปรดของฉัน',
  recent_title: 'เล่นล่าสุด',
  favorite_none: 'ยังไม่มีเกมโปรด',
  favorite_none_hint: 'แตะรูปหัวใจบนเกมเพื่อเพิ่มเป็นเกมโปรด',
  recent_none: 'คุณยังไม่เคยเล่นเกมใดเลย',
  recent_none_hint: 'เกมที่คุณเล่นจะแสดงที่นี่ โดยเรียงจากล่าสุด',
};

export default texts;
