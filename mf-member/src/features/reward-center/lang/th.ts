import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The reward-center feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  rc_tabs: 'รางวัลตามสถานะ',
  rc_tab_PENDING: 'รอรับ',
  rc_tab_CLAIMED: 'รับแล้ว',
  rc_tab_EXPIRED: 'หมดอายุ',
  rc_list: 'รางวัล',
  rc_failed: 'ไม่สามารถโหลดรางวัลของคุณได้',
  rc_none_PENDING: 'ไม่มีรางวัลที่รอรับ',
  rc_none_CLAIMED: 'ยังไม่มีรางวัลที่รับแล้ว',
  rc_none_EXPIRED: 'ไม่มีรางวัลที่หมดอายุ',
  rc_none_hint: 'โปรโมชั่น ระดับ VIP ภารกิจ และการชวนเพื่อนจะมอบรางวัลมาที่นี่',
  rc_pending_count: 'รอรับ {{count}} รายการ',
  rc_source_PROMOTION: 'โปรโมชั่น',
  rc_source_VIP: 'VIP',
  rc_source_MISSION: 'ภารกิจ',
  rc_source_REFERRAL: 'ชวนเพื่อน',
  rc_turnover: 'ทำยอดเดิมพัน {{multiple}} เท่าก่อนถอนเงิน',
  rc_no_turnover: 'ไม่ต้องทำเทิร์นโอเวอร์',
  rc_granted: 'ได้รับเมื่อ {{time}}',
  rc_expires: 'รับได้ถึง {{time}}',
  rc_claimed_at: 'รับเมื่อ {{time}}',
  rc_expired_at: 'หมดอายุเมื่อ {{time}}',
  rc_claim: 'รับรางวัล',
  rc_claim_named: 'รับ {{title}}',
  rc_claimed: 'รับรางวัลแล้ว: เพิ่ม {{amount}} เข้ากระเป๋าเงินของคุณ',
};

export default texts;
