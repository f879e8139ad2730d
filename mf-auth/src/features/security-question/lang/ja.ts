import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security question feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  security_answer: '回答',
};

export default texts;
