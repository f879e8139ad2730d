import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The side-menu feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  side_menu: 'เมนูเกม',
  collapse: 'ย่อเมนู',
  expand: 'ขยายเมนู',
  favorites: 'รายการโปรด',
  recent: 'เกมที่เล่นล่าสุด',
  vip: 'VIP',
};

export default texts;
