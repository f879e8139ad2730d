import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The transfer-upline feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  upline_title: 'อัปไลน์ของคุณ',
  upline_none: 'บัญชีของคุณไม่มีอัปไลน์',
  upline_none_hint: 'เฉพาะบัญชีที่สมัครผ่านเอเจนต์เท่านั้นที่โอนเงินให้เอเจนต์ได้',
  upline_failed: 'ไม่สามารถโหลดข้อมูลอัปไลน์ของคุณได้',
  upline_amount: 'จำนวนเงิน',
  upline_fund_password: 'รหัสผ่านการเงิน',
  upline_submit: 'โอนให้อัปไลน์',
  upline_done: 'โอน {{amount}} {{currency}} ให้ {{account}} แล้ว',
  upline_need_fund_password: 'กรุณาตั้งรหัสผ่านการเงินที่หน้าถอนเงินก่อน: ทุกการโอนต้องใช้รหัสนี้',
  upline_set_fund_password: 'ตั้งรหัสผ่านการเงิน',
  upline_amount_over: 'จำนวนเงินมากกว่ายอดเงินของคุณ',
  upline_fund_wrong_one: 'รหัสผ่านการเงินไม่ถูกต้อง: เหลือโอกาสอีก {{count}} ครั้งก่อนการโอนและการถอนเงินจะถูกล็อก',
  upline_fund_wrong_other: 'รหัสผ่านการเงินไม่ถูกต้อง: เหลือโอกาสอีก {{count}} ครั้งก่อนการโอนและการถอนเงินจะถูกล็อก',
};

export default texts;
