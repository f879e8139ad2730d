import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The footer feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  copyright: '© {{year}} {{merchant}} 版权所有',
  mobile_qr: '手机网页版',
  android_qr: 'Android APP',
  ios_qr: 'iOS APP',
  feedback_link: '意见反馈',
};

export default texts;
