import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bottom-nav feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  bottom_nav: 'ลิงก์ด่วน',
  games: 'เกม',
};

export default texts;
