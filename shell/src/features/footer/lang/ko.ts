import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The footer texts in Korean. */
const texts: Texts<typeof EN> = {
  copyright: '© {{year}} {{merchant}}. All rights reserved.',
  mobile_qr: '모바일 사이트',
  android_qr: 'Android 앱',
  ios_qr: 'iOS 앱',
  feedback_link: '피드백',
};

export default texts;
