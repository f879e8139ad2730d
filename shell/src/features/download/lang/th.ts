import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The download feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  download_intro: 'เล่น {{merchant}} บนมือถือ: สแกนคิวอาร์โค้ดด้วยกล้องหรือแตะปุ่ม',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: 'เว็บไซต์มือถือ',
  download_IOS_hint: 'สำหรับ iPhone และ iPad',
  download_ANDROID_hint: 'สำหรับโทรศัพท์และแท็บเล็ต Android',
  download_MOBILE_CONFIG_hint: 'เปิดในเบราว์เซอร์มือถือใดก็ได้ ไม่ต้องติดตั้ง',
  download_IOS_action: 'ดาวน์โหลดสำหรับ iOS',
  download_ANDROID_action: 'ดาวน์โหลดสำหรับ Android',
  download_MOBILE_CONFIG_action: 'เปิดเว็บไซต์มือถือ',
  download_qr: 'คิวอาร์โค้ด: {{name}}',
  download_empty: 'ยังไม่มีแอปให้ดาวน์โหลด',
  download_empty_hint: 'เว็บไซต์นี้ยังไม่มีแอปมือถือ แต่ใช้งานผ่านเบราว์เซอร์บนมือถือได้',
};

export default texts;
