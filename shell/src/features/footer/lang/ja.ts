import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The footer feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  copyright: '© {{year}} {{merchant}}. All rights reserved.',
  mobile_qr: 'モバイルサイト',
  android_qr: 'Androidアプリ',
  ios_qr: 'iOSアプリ',
  feedback_link: 'フィードバック',
};

export default texts;
