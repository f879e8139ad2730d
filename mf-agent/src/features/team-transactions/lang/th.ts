import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-transactions feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ledger_none: 'ไม่มีความเคลื่อนไหวบัญชีของทีมในช่วงเวลานี้',
  ledger_none_hint: 'การฝาก การเดิมพัน เงินรางวัล การโอน และการถอนของทีมคุณจะแสดงที่นี่',
  ledger_failed: 'ไม่สามารถโหลดรายละเอียดบัญชีของทีมได้',
};

export default texts;
