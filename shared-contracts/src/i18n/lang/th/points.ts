import type { Texts } from '../../languages';
import type { POINTS_EN } from '../../points';

/** Points-mall errors in Thai. */
const texts: Texts<typeof POINTS_EN> = {
  err_points_item_not_found: 'รางวัลนี้ไม่พร้อมให้แลก',
  err_points_out_of_stock: 'รางวัลนี้มีในสต็อกไม่เพียงพอ',
  err_points_insufficient: 'คะแนนไม่เพียงพอ',
  err_points_below_min: 'แปลงคะแนนอย่างน้อย {{min}} คะแนน',
  err_points_redemption_not_found: 'ไม่พบรายการแลกรางวัล',
  err_points_redemption_decided: 'รายการแลกรางวัลนี้ได้รับการพิจารณาแล้ว',
};

export default texts;
