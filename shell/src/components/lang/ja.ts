import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of shell's shared components, in Japanese. */
const texts: Texts<typeof EN> = {
  language: '言語',
};

export default texts;
