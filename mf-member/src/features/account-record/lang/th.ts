import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-record feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ledger_held: 'ยอดที่ถูกกันไว้',
  ledger_held_hint: 'เงินที่ถูกกันไว้สำหรับการถอนจนกว่าผู้ให้บริการจะพิจารณา',
  ledger_none: 'ไม่มีความเคลื่อนไหวบัญชีในช่วงเวลานี้',
  ledger_none_hint: 'การฝาก การเดิมพัน เงินรางวัล และการถอนจะแสดงที่นี่',
  ledger_failed: 'ไม่สามารถโหลดประวัติบัญชีของคุณได้',
};

export default texts;
