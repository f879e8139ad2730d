import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The agent-center feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  title: 'ศูนย์เอเจนต์',
  sign_out: 'ออกจากระบบ',
  gmt: 'GMT{{offset}}',
  time_zone: 'เขตเวลา',
  menu: 'เมนูศูนย์เอเจนต์',
  menu_deposit: 'ฝากเงิน',
  menu_withdraw: 'ถอนเงิน',
  menu_messages: 'ข้อความจากแพลตฟอร์ม',
  menu_service: 'ฝ่ายบริการลูกค้า',
  page_empty: 'ยังไม่มีข้อมูลที่จะแสดง',
  page_empty_hint: 'หน้านี้กำลังจะเปิดให้บริการเร็ว ๆ นี้',
};

export default texts;
