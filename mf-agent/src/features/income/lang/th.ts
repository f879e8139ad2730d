import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The income feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  inc_type: 'สัญญา',
  inc_received: 'ได้รับ',
  inc_paid: 'จ่ายให้ดาวน์ไลน์',
  inc_net: 'สุทธิ',
  inc_total: 'รวม',
  inc_period: '{{from}} – {{to}} (UTC)',
  inc_none: 'ไม่มีรายได้จากสัญญาในช่วงเวลานี้',
  inc_none_hint: 'เงินปันผลและค่าจ้างที่คุณได้รับและจ่ายจะแสดงที่นี่',
  inc_failed: 'ไม่สามารถโหลดรายได้ของคุณได้',
};

export default texts;
