import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The analytics consent banner's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  consent_message: '我们希望使用 Google Analytics Cookie 来了解网站的使用情况。您是否同意？',
  consent_accept: '接受',
  consent_decline: '拒绝',
};

export default texts;
