import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The seamless feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  seamless_title: 'เกม',
  seamless_none: 'เลือกเกมจากล็อบบี้เพื่อเริ่มเล่น',
  seamless_loading: 'กำลังเริ่มเกม…',
  launch_failed: 'ไม่สามารถเริ่มเกมได้ กรุณาลองใหม่อีกครั้ง',
  fun_mode: 'โหมดทดลอง: คุณกำลังเล่นด้วยเงินทดลอง',
};

export default texts;
