import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  welcome_title: 'ยินดีต้อนรับสู่ลอตเตอรี่',
  welcome_intro: '{{nickname}} โปรไฟล์ลอตเตอรี่ของคุณพร้อมแล้ว วิธีเล่นมีดังนี้:',
  welcome_step_pick: 'เลือกเกมในล็อบบี้: เกมด่วนออกรางวัลทุกไม่กี่นาที เกมประจำภูมิภาคออกรางวัลวันละครั้ง',
  welcome_step_bet: 'เลือกตัวเลขและประเภทการแทง แล้วยืนยันโพยก่อนปิดรับแทง',
  welcome_step_verify: 'หลังการออกรางวัลแต่ละงวด คุณสามารถดูผลและตรวจสอบได้ว่ายุติธรรม',
  welcome_start: 'เริ่มเล่น',
};

export default texts;
