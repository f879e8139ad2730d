import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-question feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  security_answer: '您的答案',
};

export default texts;
