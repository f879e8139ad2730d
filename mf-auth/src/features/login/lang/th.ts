import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The login feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  no_account: 'ยังไม่มีบัญชี?',
  forgot_link: 'ลืมรหัสผ่าน?',
  disclaimer_read: 'อ่านข้อจำกัดความรับผิดชอบ',
};

export default texts;
