import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The analytics consent banner's texts in Thai. */
const texts: Texts<typeof EN> = {
  consent_message: 'เราต้องการใช้คุกกี้ Google Analytics เพื่อทำความเข้าใจการใช้งานเว็บไซต์ คุณยินยอมหรือไม่',
  consent_accept: 'ยอมรับ',
  consent_decline: 'ปฏิเสธ',
};

export default texts;
