import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The side-menu feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  side_menu: '游戏菜单',
  collapse: '收起菜单',
  expand: '展开菜单',
  favorites: '我的收藏',
  recent: '最近游戏',
  vip: 'VIP',
};

export default texts;
