import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the security question feature. */
export const EN = {
  security_answer: 'Your answer',
};

addBundles(NS, {
  EN,
  TY: {
    security_answer: 'Câu trả lời của bạn',
  } satisfies typeof EN,
});
