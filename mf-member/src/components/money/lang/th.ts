import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The money component's texts in Thai. */
const texts: Texts<typeof EN> = {
  money_amount_required: 'กรุณากรอกจำนวนเงิน',
  money_amount_invalid: 'กรอกจำนวนเงินเป็นตัวเลข เช่น 100000 หรือ 100,000.50',
  money_amount_decimals: 'ทศนิยมไม่เกิน 2 ตำแหน่ง',
  money_amount_range: 'กรอกจำนวนเงินระหว่าง {{min}} ถึง {{max}}',
  money_upload_choose: 'เลือกรูปภาพ',
  money_upload_change: 'เปลี่ยนรูปภาพ',
  money_upload_none: 'ยังไม่ได้เลือกรูปภาพ (jpeg หรือ png ขนาดไม่เกิน 5 MB)',
  money_fee_rule: 'ค่าธรรมเนียม: {{rule}}',
  money_fee_rule_cap: 'ค่าธรรมเนียม: {{rule}} สูงสุด {{max}}',
  money_fee_all: 'ค่าธรรมเนียม ({{fee}}) จะเท่ากับยอดทั้งหมด',
  money_fee_of: 'ค่าธรรมเนียม {{fee}}',
};

export default texts;
