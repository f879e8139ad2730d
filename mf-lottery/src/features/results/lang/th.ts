import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The results feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  results_date: 'วันที่',
  results_none: 'ไม่มีผลรางวัลในวันนี้',
  results_none_hint: 'เลือกวันหรือเกมอื่น',
  results_failed: 'ไม่สามารถโหลดผลรางวัลได้',
};

export default texts;
