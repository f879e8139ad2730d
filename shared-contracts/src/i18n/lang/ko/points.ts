import type { Texts } from '../../languages';
import type { POINTS_EN } from '../../points';

/** The points texts of the `common` namespace in Korean. */
const texts: Texts<typeof POINTS_EN> = {
  err_points_item_not_found: '이용할 수 없는 상품입니다',
  err_points_out_of_stock: '상품 재고가 부족합니다',
  err_points_insufficient: '포인트가 부족합니다',
  err_points_below_min: '최소 {{min}}포인트 이상 전환해 주세요',
  err_points_redemption_not_found: '교환 내역을 찾을 수 없습니다',
  err_points_redemption_decided: '이미 처리된 교환입니다',
};

export default texts;
