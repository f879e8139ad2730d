import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The register-center feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  reg_title: 'บัญชีใหม่',
  reg_intro: 'บัญชีจะถูกสร้างภายใต้คุณ แจ้งรหัสผ่านให้เจ้าของบัญชี: ต้องเปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบครั้งแรก',
  reg_username: 'ชื่อผู้ใช้',
  reg_username_hint: 'ตัวอักษร ตัวเลข หรือ _ จำนวน 4–16 ตัว',
  reg_username_rule: 'ใช้ตัวอักษร ตัวเลข หรือ _ จำนวน 4–16 ตัว',
  reg_password: 'รหัสผ่าน',
  reg_password_rule: 'ใช้ 6–20 ตัวอักษร',
  reg_confirm: 'ยืนยันรหัสผ่าน',
  reg_nickname: 'ชื่อเล่น (ไม่บังคับ)',
  reg_nickname_rule: 'ไม่เกิน 32 ตัวอักษร',
  reg_kind: 'ประเภทบัญชี',
  reg_player: 'ผู้เล่น',
  reg_agent: 'เอเจนต์',
  reg_submit: 'สมัคร',
  reg_done_player: 'สมัครผู้เล่น {{account}} เรียบร้อยแล้ว',
  reg_done_agent: 'สมัครเอเจนต์ {{account}} เรียบร้อยแล้ว',
  reg_done_code: 'รหัสเชิญ: {{code}}',
  inv_title: 'เชิญเพื่อน',
  inv_intro: 'ผู้เล่นใหม่ที่สมัครผ่านลิงก์หรือรหัสของคุณจะเข้าร่วมทีมของคุณ',
  inv_code: 'รหัสเชิญ',
  inv_link: 'ลิงก์สมัคร',
  inv_copy: 'คัดลอก',
  inv_copy_link: 'คัดลอกลิงก์สมัคร',
  inv_copied: 'คัดลอกลิงก์แล้ว',
  inv_copy_failed: 'คัดลอกไม่สำเร็จ: กรุณาเลือกลิงก์แล้วคัดลอกเอง',
  inv_qr: 'คิวอาร์โค้ดของลิงก์สมัครของคุณ',
  inv_failed: 'ไม่สามารถโหลดคำเชิญของคุณได้',
};

export default texts;
