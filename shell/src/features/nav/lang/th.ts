import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The nav feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  main_nav: 'เมนูหลัก',
};

export default texts;
