import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-auth's components' texts in Thai. */
const texts: Texts<typeof EN> = {
  captcha_refresh: 'คลิกเพื่อรีเฟรชรหัส',
  dial_code: 'รหัสประเทศ',
  dial_code_search: 'ค้นหาประเทศ',
  dial_code_failed: 'ไม่สามารถโหลดรายชื่อประเทศได้',
  mobile: 'เบอร์มือถือ',
  sms_code: 'รหัสยืนยัน',
  send_code: 'ส่งรหัส',
  resend_in: 'ส่งอีกครั้งใน {{seconds}} วินาที',
  v_mobile_required: 'กรุณากรอกเบอร์มือถือที่ถูกต้อง',
  id_photos: 'รูปบัตรประจำตัว',
  id_photos_hint: 'ไฟล์ JPEG หรือ PNG ขนาดไม่เกิน 5 MB ต่อรูป ด้านหลังไม่บังคับ',
  upload_idCardFront: 'ด้านหน้าบัตรประจำตัว',
  upload_idCardBack: 'ด้านหลังบัตรประจำตัว',
  upload_idCardSelfie: 'เซลฟี่คู่กับด้านหน้าบัตร',
  upload_submit: 'อัปโหลด',
  upload_none: 'ยังไม่ได้เลือกรูป',
};

export default texts;
