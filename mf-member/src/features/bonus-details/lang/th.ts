import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bonus-details feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  bd_intro: 'โบนัสแต่ละรายการที่รับแล้วต้องทำยอดเทิร์นโอเวอร์ (การเดิมพันที่สรุปผลแล้ว) ก่อนจึงจะถอนเงินได้',
  bd_list: 'โบนัส',
  bd_failed: 'ไม่สามารถโหลดโบนัสของคุณได้',
  bd_none: 'ยังไม่มีโบนัส',
  bd_none_hint: 'รับรางวัลในศูนย์รางวัล แล้วโบนัสจะแสดงที่นี่',
  bd_status_ACTIVE: 'กำลังดำเนินการ',
  bd_status_COMPLETED: 'สำเร็จแล้ว',
  bd_source_PROMOTION: 'โปรโมชั่น',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: 'ภารกิจ',
  bd_source_REFERRAL: 'ชวนเพื่อน',
  bd_amount: 'โบนัส',
  bd_turnover: 'เทิร์นโอเวอร์',
  bd_progress: 'ความคืบหน้าเทิร์นโอเวอร์ของ {{title}}',
  bd_no_turnover: 'ไม่ต้องทำเทิร์นโอเวอร์',
  bd_claimed: 'รับเมื่อ {{time}}',
};

export default texts;
