import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bottom-nav feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  bottom_nav: '快捷导航',
  games: '游戏',
};

export default texts;
