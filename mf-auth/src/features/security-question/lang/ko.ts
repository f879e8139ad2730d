import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-question texts in Korean. */
const texts: Texts<typeof EN> = {
  security_answer: '답변',
};

export default texts;
