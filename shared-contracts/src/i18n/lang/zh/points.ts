import type { Texts } from '../../languages';
import type { POINTS_EN } from '../../points';

/** The texts of points.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof POINTS_EN> = {
  err_points_item_not_found: '该商品暂不可兑换',
  err_points_out_of_stock: '该商品库存不足',
  err_points_insufficient: '积分不足',
  err_points_below_min: '至少兑换 {{min}} 积分',
  err_points_redemption_not_found: '未找到该兑换记录',
  err_points_redemption_decided: '该兑换已审核',
};

export default texts;
