import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The forgot-password feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  forgot_tab_email: 'ผ่านอีเมล',
  forgot_tab_mobile: 'ผ่านมือถือ',
  in_been_out: 'รหัสผ่านชั่วคราวถูกส่งไปยังอีเมลของคุณแล้ว เข้าสู่ระบบด้วยรหัสนั้นแล้วตั้งรหัสผ่านใหม่',
  forgot_tabs: 'รีเซ็ตรหัสผ่าน',
};

export default texts;
