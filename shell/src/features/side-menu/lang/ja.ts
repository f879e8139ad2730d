import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The side menu feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  side_menu: 'ゲームメニュー',
  collapse: 'メニューを閉じる',
  expand: 'メニューを開く',
  favorites: 'お気に入り',
  recent: '最近のゲーム',
  vip: 'VIP',
};

export default texts;
