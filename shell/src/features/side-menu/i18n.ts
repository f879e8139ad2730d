import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the side menu feature. */
export const EN = {
  side_menu: 'Game menu',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  favorites: 'Favorites',
  recent: 'Recent games',
  vip: 'VIP',
};

addBundles(NS, {
  EN,
  TY: {
    side_menu: 'Menu trò chơi',
    collapse: 'Thu gọn menu',
    expand: 'Mở rộng menu',
    favorites: 'Yêu thích',
    recent: 'Trò chơi gần đây',
    vip: 'VIP',
  } satisfies typeof EN,
});
