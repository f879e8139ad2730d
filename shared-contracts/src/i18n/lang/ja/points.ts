import type { Texts } from '../../languages';
import type { POINTS_EN } from '../../points';

/** The texts of points.ts in Japanese (namespace `common`). */
const texts: Texts<typeof POINTS_EN> = {
  err_points_item_not_found: 'この景品はご利用いただけません',
  err_points_out_of_stock: 'この景品の在庫が不足しています',
  err_points_insufficient: 'ポイントが不足しています',
  err_points_below_min: '{{min}}ポイント以上から交換できます',
  err_points_redemption_not_found: '交換申請が見つかりません',
  err_points_redemption_decided: 'この交換申請は既に処理されています',
};

export default texts;
