import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The session feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  logout_confirm: 'คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?',
  switch_account_title: 'สลับบัญชี?',
  switch_account_body: 'คุณเข้าสู่ระบบในชื่อ {{current}} อยู่ ลิงก์นี้จะเข้าสู่ระบบในชื่อ {{next}}',
  switch_account_keep: 'ใช้ {{current}} ต่อ',
  switch_account_switch: 'สลับไปใช้ {{next}}',
};

export default texts;
