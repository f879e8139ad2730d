import type { Texts } from '../../languages';
import type { PROMOTIONS_EN } from '../../promotions';

/** Promotion errors in Thai. */
const texts: Texts<typeof PROMOTIONS_EN> = {
  err_promotion_not_found: 'ไม่พบกิจกรรม',
  err_promotion_kind: 'กิจกรรมนี้ไม่สามารถเข้าร่วมด้วยวิธีนี้',
  err_promotion_not_started: 'กิจกรรมนี้ยังไม่เริ่ม',
  err_promotion_ended: 'กิจกรรมนี้สิ้นสุดแล้ว',
  err_promotion_audience: 'กิจกรรมนี้ไม่เปิดสำหรับบัญชีของคุณ',
  err_promotion_already_applied: 'คุณสมัครกิจกรรมนี้แล้ว',
  err_promotion_already_joined: 'คุณเข้าร่วมกิจกรรมนี้แล้ว',
  err_promotion_application_not_found: 'ไม่พบใบสมัคร',
  err_promotion_application_decided: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว',
};

export default texts;
