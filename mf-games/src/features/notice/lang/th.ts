import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The notice feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  notice_title: 'ประกาศ',
  notice_position: '{{at}} จาก {{count}}',
  notice_none: 'ขณะนี้ไม่มีประกาศ',
};

export default texts;
