import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify-identity feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  verify_identity_intro: 'กรุณาอัปโหลดบัตรประจำตัวเพื่อยืนยันตัวตนให้เสร็จสมบูรณ์',
  verify_later: 'ยืนยันภายหลัง',
};

export default texts;
