import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The footer feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  copyright: '© {{year}} {{merchant}} สงวนลิขสิทธิ์',
  mobile_qr: 'เว็บไซต์มือถือ',
  android_qr: 'แอป Android',
  ios_qr: 'แอป iOS',
  feedback_link: 'ความคิดเห็น',
};

export default texts;
