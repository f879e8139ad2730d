import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bottom nav feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  bottom_nav: 'クイックリンク',
  games: 'ゲーム',
};

export default texts;
