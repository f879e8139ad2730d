import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ann_list: 'ประกาศ',
  ann_none: 'ขณะนี้ไม่มีประกาศ',
  ann_none_hint: 'ข่าวสารจากผู้ให้บริการจะแสดงที่นี่',
  ann_failed: 'ไม่สามารถโหลดประกาศได้',
};

export default texts;
