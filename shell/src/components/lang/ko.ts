import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The components texts in Korean. */
const texts: Texts<typeof EN> = {
  language: '언어',
};

export default texts;
