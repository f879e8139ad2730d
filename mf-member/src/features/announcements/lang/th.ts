import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  announcements: 'ประกาศ',
  announcements_none: 'ยังไม่มีประกาศ',
  ann_list: 'ประกาศ',
  ann_failed: 'ไม่สามารถโหลดประกาศได้',
  ann_none_hint: 'ข่าวสารและข้อเสนอพิเศษจะแสดงที่นี่',
  ann_promotion: 'โปรโมชั่น',
  ann_go_promotion: 'ไปที่โปรโมชั่น',
  ann_page: 'หน้า {{page}} จาก {{pages}}',
};

export default texts;
