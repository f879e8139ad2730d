import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The nav feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  main_nav: '主导航',
};

export default texts;
