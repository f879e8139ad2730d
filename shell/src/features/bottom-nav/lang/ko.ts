import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bottom-nav texts in Korean. */
const texts: Texts<typeof EN> = {
  bottom_nav: '바로가기',
  games: '게임',
};

export default texts;
