import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The member-center feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  menu: 'เมนูศูนย์สมาชิก',
  page_empty: 'ยังไม่มีข้อมูลที่จะแสดง',
  page_empty_hint: 'หน้านี้กำลังจะเปิดให้บริการเร็ว ๆ นี้',
  menu_badge: 'ใหม่ {{count}} รายการ',
};

export default texts;
