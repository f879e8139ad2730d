import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** shell's shared components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  language: '语言',
  lang_EN: 'English',
  lang_TY: 'Tiếng Việt',
};

export default texts;
