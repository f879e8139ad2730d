import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profile feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  prof_avatar: 'รูปโปรไฟล์',
  prof_avatar_hint: 'เลือกสีสำหรับอักษรย่อของคุณ',
  prof_avatar_default: 'รูปโปรไฟล์เริ่มต้น',
  prof_avatar_n: 'สีรูปโปรไฟล์ {{n}}',
  prof_avatar_saved: 'อัปเดตรูปโปรไฟล์แล้ว',
  prof_avatar_failed: 'ไม่สามารถโหลดรูปโปรไฟล์ของคุณได้',
  prof_info: 'ข้อมูลส่วนตัว',
  prof_nickname: 'ชื่อเล่น',
  prof_nickname_long: 'ไม่เกิน {{max}} ตัวอักษร',
  prof_email: 'อีเมล',
  prof_email_none: 'ยังไม่มีอีเมล',
  prof_birthday: 'วันเกิด',
  prof_birthday_once: 'ยังไม่ได้ตั้งค่า: ตั้งได้เพียงครั้งเดียว',
  prof_saved: 'บันทึกโปรไฟล์แล้ว',
  prof_unchanged: 'ไม่มีข้อมูลให้บันทึก: กรุณาแก้ไขข้อมูลก่อน',
  prof_mobile: 'เบอร์มือถือ',
  prof_mobile_current: 'เบอร์ปัจจุบัน',
  prof_mobile_none: 'ยังไม่มีเบอร์มือถือ',
  prof_mobile_new: 'เบอร์มือถือใหม่',
  prof_dial_code: 'รหัสประเทศ',
  prof_dial_code_search: 'ค้นหาประเทศ',
  prof_dial_code_failed: 'ไม่สามารถโหลดรายชื่อประเทศได้',
  prof_code: 'รหัสยืนยัน',
  prof_send_code: 'ส่งรหัส',
  prof_resend_in: 'ส่งอีกครั้งใน {{seconds}} วินาที',
  prof_mobile_submit: 'เปลี่ยนเบอร์มือถือ',
  prof_mobile_saved: 'เปลี่ยนเบอร์มือถือแล้ว',
  prof_failed: 'ไม่สามารถโหลดโปรไฟล์ของคุณได้',
};

export default texts;
