import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The feedback feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  feedback_intro: 'บอกเราว่าอะไรใช้งานได้ดีและอะไรยังไม่ดี เราจะตอบกลับทางข้อความในแพลตฟอร์ม',
  feedback_form: 'ส่งความคิดเห็น',
  feedback_type: 'หัวข้อ',
  feedback_type_suggestion: 'ข้อเสนอแนะ',
  feedback_type_complaint: 'ร้องเรียน',
  feedback_type_deposit: 'ฝากเงิน',
  feedback_type_withdrawal: 'ถอนเงิน',
  feedback_type_game: 'เกม',
  feedback_type_account: 'บัญชี',
  feedback_type_other: 'อื่น ๆ',
  feedback_content: 'ความคิดเห็นของคุณ',
  feedback_words_one: '{{count}} คำ ({{min}}–{{max}})',
  feedback_words: '{{count}} คำ ({{min}}–{{max}})',
  feedback_too_short: 'กรุณาเขียนอย่างน้อย {{min}} คำ',
  feedback_too_long: 'กรุณาเขียนไม่เกิน {{max}} คำ',
  feedback_images: 'ภาพหน้าจอ (สูงสุด {{max}} รูป jpeg หรือ png รูปละไม่เกิน 5 MB)',
  feedback_image_n: 'ภาพหน้าจอ {{n}}',
  feedback_image_remove: 'ลบภาพหน้าจอ {{n}}',
  feedback_contact: 'ต้องการให้เราตอบกลับทางใด?',
  feedback_contact_none: 'ไม่ต้องตอบกลับ',
  feedback_contact_email: 'ทางอีเมล',
  feedback_contact_phone: 'ทางโทรศัพท์',
  feedback_contact_message: 'ทางข้อความในแพลตฟอร์ม',
  feedback_send: 'ส่งความคิดเห็น',
  feedback_sent: 'ขอบคุณ: ส่งความคิดเห็นของคุณแล้ว',
  feedback_mine: 'ความคิดเห็นของคุณ',
  feedback_none: 'คุณยังไม่เคยส่งความคิดเห็น',
  feedback_none_hint: 'สิ่งที่คุณส่งจะแสดงที่นี่พร้อมคำตอบของเรา',
  feedback_failed: 'ไม่สามารถโหลดความคิดเห็นของคุณได้',
  feedback_status_open: 'รอการตอบกลับ',
  feedback_status_answered: 'ตอบกลับแล้ว',
  feedback_status_closed: 'ปิดแล้ว',
  feedback_answer: 'คำตอบของเรา',
  feedback_sent_at: 'ส่งเมื่อ {{at}}',
  feedback_with_images_one: 'ภาพหน้าจอ {{count}} รูป',
  feedback_with_images: 'ภาพหน้าจอ {{count}} รูป',
};

export default texts;
