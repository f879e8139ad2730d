import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The referral feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ref_invite: 'แชร์คำเชิญของคุณ',
  ref_rules: 'เมื่อยอดฝากของเพื่อนถึง {{min}} ภายใน {{days}} วันหลังสมัครด้วยรหัสของคุณ คุณจะได้รับ {{reward}} ในศูนย์รางวัล',
  ref_turnover: 'รางวัลแต่ละรายการต้องทำยอดเดิมพัน {{multiple}} เท่าของจำนวนรางวัลก่อนถอนเงิน',
  ref_no_turnover: 'ถอนรางวัลได้โดยไม่ต้องเดิมพันเพิ่ม',
  ref_off: 'รางวัลแนะนำเพื่อนหยุดชั่วคราว เพื่อนที่สมัครด้วยรหัสของคุณยังคงเชื่อมโยงกับคุณ',
  ref_code: 'รหัสแนะนำของคุณ',
  ref_link: 'ลิงก์เชิญของคุณ',
  ref_copy: 'คัดลอก',
  ref_copy_code: 'คัดลอกรหัสแนะนำ',
  ref_copy_link: 'คัดลอกลิงก์เชิญ',
  ref_copied: 'คัดลอกแล้ว',
  ref_copy_failed: 'คัดลอกไม่สำเร็จ: กรุณาเลือกข้อความแล้วคัดลอกเอง',
  ref_qr: 'คิวอาร์โค้ดของลิงก์เชิญของคุณ',
  ref_qr_hint: 'เพื่อนสามารถสแกนด้วยกล้องโทรศัพท์ได้',
  ref_failed: 'ไม่สามารถโหลดข้อมูลการแนะนำของคุณได้',
  ref_stats: 'การแนะนำของคุณ',
  ref_invited: 'เพื่อนที่เชิญ',
  ref_qualified: 'ผ่านเงื่อนไข',
  ref_rewarded: 'รางวัลที่รับแล้ว',
  ref_earned: 'รางวัลที่ได้รับ',
  ref_friends: 'เพื่อนที่เชิญ',
  ref_account: 'เพื่อน',
  ref_joined: 'วันที่สมัคร',
  ref_state: 'สถานะ',
  ref_reward: 'รางวัลของคุณ',
  ref_state_REGISTERED: 'สมัครแล้ว',
  ref_state_QUALIFIED: 'ผ่านเงื่อนไข',
  ref_state_REWARDED: 'ได้รับรางวัล',
  ref_state_hint_REGISTERED: 'สมัครแล้ว ยังไม่ผ่านเงื่อนไข',
  ref_state_hint_QUALIFIED: 'รางวัลรออยู่ในศูนย์รางวัลของคุณ',
  ref_state_hint_REWARDED: 'รับรางวัลแล้ว',
  ref_friends_none: 'ยังไม่มีเพื่อน',
  ref_friends_none_hint: 'แชร์ลิงก์ของคุณ: เพื่อนที่สมัครผ่านลิงก์จะแสดงที่นี่',
  ref_friends_failed: 'ไม่สามารถโหลดรายชื่อเพื่อนของคุณได้',
};

export default texts;
