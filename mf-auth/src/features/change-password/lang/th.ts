import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The change-password feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  old_password: 'รหัสผ่านเดิม',
  confirm_password: 'ยืนยันรหัสผ่านใหม่',
  confirm_change: 'เปลี่ยนรหัสผ่าน',
};

export default texts;
