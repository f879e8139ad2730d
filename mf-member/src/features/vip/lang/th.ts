import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The vip feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  vip_title: 'ระดับ VIP',
  vip_current: 'ระดับของคุณ',
  vip_window: 'ระดับของคุณนับจาก {{days}} วันล่าสุด: ยอดฝากที่เข้าแล้วและยอดเดิมพันในรอบที่สรุปผลแล้ว',
  vip_next: 'ระดับถัดไป: {{label}}',
  vip_deposit: 'ยอดฝาก',
  vip_turnover: 'ยอดเดิมพัน',
  vip_of: '{{current}} จาก {{required}}',
  vip_reached: 'คุณผ่านเกณฑ์ระดับ {{label}} แล้ว: ระดับของคุณจะอัปเดตภายในไม่กี่นาที',
  vip_top: 'คุณอยู่ในระดับสูงสุดแล้ว',
  vip_bonus_note: 'โบนัสเลื่อนระดับแต่ละรายการจะได้รับเพียงครั้งเดียวเมื่อถึงระดับนั้นครั้งแรก รับได้ที่ศูนย์รางวัล',
  vip_updated: 'อัปเดตระดับเมื่อ {{at}}',
  vip_failed: 'ไม่สามารถโหลดระดับ VIP ของคุณได้',
  vip_levels: 'ระดับและสิทธิประโยชน์',
  vip_levels_none: 'ยังไม่มีระดับ',
  vip_col_level: 'ระดับ',
  vip_col_deposit: 'ยอดฝากตั้งแต่',
  vip_col_turnover: 'ยอดเดิมพันตั้งแต่',
  vip_col_bonus: 'โบนัสเลื่อนระดับ',
  vip_col_benefits: 'สิทธิประโยชน์',
  vip_you: 'คุณ',
  vip_benefit_UPGRADE_BONUS: 'โบนัสเลื่อนระดับ',
  vip_benefit_DAILY_WITHDRAWALS: 'ถอนเงินได้มากครั้งขึ้นต่อวัน',
  vip_benefit_FAST_WITHDRAWALS: 'ถอนเงินแบบเร่งด่วน',
  vip_benefit_BIRTHDAY_GIFT: 'ของขวัญวันเกิด',
  vip_benefit_WEEKLY_CASHBACK: 'เงินคืนรายสัปดาห์',
  vip_benefit_DEDICATED_MANAGER: 'ผู้จัดการบัญชีส่วนตัว',
  vip_benefit_EXCLUSIVE_EVENTS: 'กิจกรรมพิเศษเฉพาะ VIP',
};

export default texts;
