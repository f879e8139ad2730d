import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The header feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  withdrawal: 'ถอนเงิน',
  agent: 'เอเจนต์',
  balance: 'ยอดเงิน',
  show_balance: 'แสดงยอดเงิน',
  hide_balance: 'ซ่อนยอดเงิน',
  refresh_balance: 'รีเฟรชยอดเงิน',
  points: 'คะแนน',
  unread_messages: 'ข้อความที่ยังไม่ได้อ่าน {{count}} ข้อความ',
  account_menu: 'เมนูบัญชี',
  account_menu_count: 'เมนูบัญชี ({{count}} รายการใหม่)',
  points_title: 'คะแนนความปลอดภัย: เปิดร้านแลกคะแนน',
  points_menu: 'คะแนน: {{points}}',
  vip_level: 'ระดับ VIP',
  vip_title: 'ระดับ VIP ของคุณและสิทธิประโยชน์',
  missions: 'ภารกิจ',
  rewards_waiting: 'มีรางวัลรอรับ {{count}} รายการ',
  missions_open: 'มีภารกิจที่ต้องทำ {{count}} ภารกิจ',
  reward_center: 'ศูนย์รางวัล',
  announcements: 'ประกาศ',
  betting_record: 'ประวัติการเดิมพัน',
  account_record: 'ประวัติบัญชี',
  feedback: 'ความคิดเห็น',
  blog: 'บล็อก',
  messages: 'ข้อความ',
  open_menu: 'เปิดเมนู',
};

export default texts;
