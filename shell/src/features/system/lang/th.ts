import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The system feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  game_maintenance: 'เกมอยู่ระหว่างปิดปรับปรุง',
  info_maintenance: 'เรากำลังอัปเกรดระบบ กรุณากลับมาใหม่ภายหลัง',
  blockip: 'จำกัดการเข้าถึง',
  info_ip_block: 'บริการของเราไม่เปิดให้ใช้งานในภูมิภาคของคุณ IP ของคุณ: {{ip}}',
  config_failed: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้',
  retry: 'ลองอีกครั้ง',
};

export default texts;
