import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The messages feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  inbox_unread_first: 'ยังไม่อ่านก่อน',
  inbox_unread_count: 'ยังไม่อ่าน {{count}} ข้อความ',
  inbox_read_all: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  inbox_read_all_done: 'ทำเครื่องหมายว่าอ่านทุกข้อความแล้ว',
  inbox_unread: 'ยังไม่อ่าน',
  inbox_delete: 'ลบ',
  inbox_delete_named: 'ลบข้อความ: {{title}}',
  inbox_delete_title: 'ลบข้อความนี้?',
  inbox_delete_text: '“{{title}}” จะถูกลบออกจากข้อความของคุณ และไม่สามารถกู้คืนได้',
  inbox_deleted: 'ลบข้อความแล้ว',
  inbox_none: 'ยังไม่มีข้อความ',
  inbox_none_hint: 'ข้อมูลอัปเดตการฝากและถอนเงินจะส่งมาที่นี่',
  inbox_failed: 'ไม่สามารถโหลดข้อความของคุณได้',
  inbox_open_failed: 'ไม่สามารถเปิดข้อความนี้ได้',
  inbox_action_failed: 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  inbox_list: 'ข้อความ',
  inbox_note: 'หมายเหตุ: {{note}}',
  inbox_reason_declined: 'การชำระเงินถูกปฏิเสธ',
  inbox_reason_expired: 'การชำระเงินไม่เสร็จสิ้นภายในเวลาที่กำหนด',
  inbox_reason_rejected: 'ไม่สามารถยืนยันการโอนเงินได้',
};

export default texts;
