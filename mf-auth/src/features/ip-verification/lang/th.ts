import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The ip-verification feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ip_intro: 'คุณกำลังเข้าสู่ระบบจากตำแหน่งใหม่ กรุณายืนยันว่าเป็นคุณ',
  ip_method_MOBILE: 'มือถือ',
  ip_method_EMAIL: 'อีเมล',
  ip_method_PAYEE_NAME: 'ชื่อบัญชีธนาคาร',
  ip_tabs: 'ยืนยันด้วย',
  ip_hint_MOBILE: 'เราจะส่งรหัสไปที่ {{hint}}',
  ip_hint_EMAIL: 'เราจะส่งรหัสไปที่ {{hint}}',
  ip_hint_PAYEE_NAME: 'กรอกชื่อบัญชีธนาคารของคุณ',
  ip_payee_name: 'ชื่อบัญชีธนาคาร',
  ip_method_AUTHENTICATOR: 'แอปยืนยันตัวตน',
  ip_hint_AUTHENTICATOR: 'กรอกรหัสที่แสดงในแอปยืนยันตัวตน หรือรหัสกู้คืนหนึ่งรหัส',
  ip_authenticator_code: 'รหัสจากแอปยืนยันตัวตนหรือรหัสกู้คืน',
};

export default texts;
