import type { Texts } from '../../languages';
import type { AGENCY_EN } from '../../agency';

/** Agent-center errors in Thai. */
const texts: Texts<typeof AGENCY_EN> = {
  err_agent_only: 'เฉพาะเอเจนต์เท่านั้นที่ใช้ศูนย์เอเจนต์ได้',
  err_not_in_team: 'บัญชีนี้ไม่ได้อยู่ในทีมของคุณ',
  err_not_direct_downline: 'เสนอสัญญาได้เฉพาะดาวน์ไลน์โดยตรงเท่านั้น',
  err_downline_not_agent: 'เสนอสัญญาได้เฉพาะเอเจนต์เท่านั้น',
  err_contract_not_found: 'ไม่พบสัญญา',
  err_contract_state: 'ไม่สามารถแก้ไขสัญญานี้ได้อีก กรุณารีเฟรช',
  err_contract_conflict: 'อัตรานี้ต่ำกว่าสัญญาที่ดาวน์ไลน์ทำไว้กับทีมของตน: ยอมรับการยกเลิกสัญญาเหล่านั้นเพื่อดำเนินการต่อ',
  err_no_own_contract: 'คุณต้องมีสัญญาประเภทนี้ที่ใช้งานอยู่ก่อนจึงจะเสนอสัญญาได้',
  err_rate_above_own: 'อัตราต้องไม่เกินอัตราในสัญญาของคุณเอง',
  err_move_cycle: 'อัปไลน์ใหม่อยู่ในทีมของสมาชิกคนนี้เอง: กรุณาเลือกเอเย่นต์นอกทีม',
  err_upline_not_agent: 'อัปไลน์ใหม่ต้องเป็นเอเย่นต์',
  err_same_upline: 'สมาชิกอยู่ภายใต้อัปไลน์นี้อยู่แล้ว',
};

export default texts;
