import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Shell's components' texts in Thai. */
const texts: Texts<typeof EN> = {
  language: 'ภาษา',
};

export default texts;
