import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The side-menu texts in Korean. */
const texts: Texts<typeof EN> = {
  side_menu: '게임 메뉴',
  collapse: '메뉴 접기',
  expand: '메뉴 펼치기',
  favorites: '즐겨찾기',
  recent: '최근 게임',
  vip: 'VIP',
};

export default texts;
