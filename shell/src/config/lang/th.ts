import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Shell's shared texts in Thai. */
const texts: Texts<typeof EN> = {
  login: 'เข้าสู่ระบบ',
  sign_up: 'สมัครสมาชิก',
  deposit: 'ฝากเงิน',
  customer_service: 'ฝ่ายบริการลูกค้า',
  sign_out: 'ออกจากระบบ',
  promotions: 'โปรโมชั่น',
  help_center: 'ศูนย์ช่วยเหลือ',
  terms: 'ข้อกำหนดและเงื่อนไข',
  privacy: 'นโยบายความเป็นส่วนตัว',
  account: 'บัญชี',
  skip_to_content: 'ข้ามไปยังเนื้อหา',
  download_app: 'ดาวน์โหลดแอป',
};

export default texts;
