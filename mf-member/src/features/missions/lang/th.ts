import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The missions feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  mission_periods: 'รอบภารกิจ',
  mission_DAILY: 'รายวัน',
  mission_WEEKLY: 'รายสัปดาห์',
  mission_kind_BET_COUNT: 'เล่น {{target}} รอบ',
  mission_kind_BET_AMOUNT: 'เดิมพัน {{amount}}',
  mission_kind_DEPOSIT_AMOUNT: 'ฝากเงิน {{amount}}',
  mission_kind_LOTTERY_BET: 'เล่นหวย {{target}} รอบ',
  mission_progress: 'ความคืบหน้า',
  mission_reward: 'รางวัล',
  mission_turnover: 'เทิร์นโอเวอร์',
  mission_status_IN_PROGRESS: 'กำลังดำเนินการ',
  mission_status_COMPLETED: 'สำเร็จแล้ว',
  mission_completed_at: 'สำเร็จเมื่อ {{at}}',
  mission_keep_going: 'เล่นต่อเพื่อทำภารกิจให้สำเร็จ',
  mission_until: 'ภารกิจเหล่านี้มีถึง {{at}}',
  mission_rules_DAILY: 'ภารกิจรายวันนับรอบเงินจริงที่สรุปผลแล้วและยอดฝากที่เข้าแล้วของวันนั้น (UTC)',
  mission_rules_WEEKLY: 'ภารกิจรายสัปดาห์นับรอบเงินจริงที่สรุปผลแล้วและยอดฝากที่เข้าแล้วของสัปดาห์ เริ่มจากวันจันทร์ (UTC)',
  mission_reward_note: 'เมื่อภารกิจสำเร็จ รางวัลจะถูกส่งไปที่ศูนย์รางวัลให้คุณกดรับ',
  mission_none: 'ไม่มีภารกิจในรอบนี้',
  mission_none_hint: 'ภารกิจใหม่จะแสดงที่นี่',
  mission_failed: 'ไม่สามารถโหลดภารกิจของคุณได้',
  mission_ranks: 'ตารางอันดับ',
  mission_my_rank: 'อันดับของคุณ: #{{rank}} (สำเร็จ {{count}} ภารกิจ)',
  mission_no_rank: 'ทำภารกิจให้สำเร็จเพื่อเข้าสู่ตารางอันดับ',
  mission_ranks_none: 'ยังไม่มีใครทำภารกิจสำเร็จ',
  mission_ranks_none_hint: 'มาเป็นคนแรกกันเลย!',
  mission_ranks_failed: 'ไม่สามารถโหลดตารางอันดับได้',
  mission_you: 'คุณ',
  mission_col_rank: 'อันดับ',
  mission_col_account: 'บัญชี',
  mission_col_completed: 'ภารกิจที่สำเร็จ',
  mission_col_last: 'สำเร็จล่าสุด',
};

export default texts;
