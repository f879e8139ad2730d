import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** shell's shared components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  language: '语言',
};

export default texts;
