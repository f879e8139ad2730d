import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The nav feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  main_nav: 'メイン',
};

export default texts;
