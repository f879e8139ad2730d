import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-member's shared texts in Thai. */
const texts: Texts<typeof EN> = {
  title: 'ศูนย์สมาชิก',
  securityCenter: 'บัญชีของฉัน',
  transferFund: 'กระเป๋าเงิน',
  depositv2: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  transferUpline: 'โอนให้อัปไลน์',
  personalHistoryCopy: 'ประวัติการเดิมพัน',
  transactionHistory: 'ประวัติบัญชี',
  personalProfit: 'กำไรและขาดทุน',
  bonusDetails: 'รายละเอียดโบนัส',
  rewardCenter: 'ศูนย์รางวัล',
  referral: 'ชวนเพื่อน',
  missionLeaderboard: 'ภารกิจ',
  messageV2: 'ข้อมูลจากแพลตฟอร์ม',
  feedback: 'ความคิดเห็น',
  profile: 'โปรไฟล์',
  password: 'รหัสผ่าน',
  choose: 'กรุณาเลือก',
  save: 'บันทึก',
  amount_invalid: 'กรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  balance: 'ยอดเงิน',
};

export default texts;
