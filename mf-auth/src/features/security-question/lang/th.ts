import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-question feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  security_answer: 'คำตอบของคุณ',
};

export default texts;
