import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The nav texts in Korean. */
const texts: Texts<typeof EN> = {
  main_nav: '메인',
};

export default texts;
