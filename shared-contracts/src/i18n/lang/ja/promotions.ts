import type { Texts } from '../../languages';
import type { PROMOTIONS_EN } from '../../promotions';

/** The texts of promotions.ts in Japanese (namespace `common`). */
const texts: Texts<typeof PROMOTIONS_EN> = {
  err_promotion_not_found: 'キャンペーンが見つかりません',
  err_promotion_kind: 'このキャンペーンはこの方法では参加できません',
  err_promotion_not_started: 'このキャンペーンはまだ開始していません',
  err_promotion_ended: 'このキャンペーンは終了しました',
  err_promotion_audience: 'このキャンペーンはお客様のアカウントでは参加できません',
  err_promotion_already_applied: 'このキャンペーンには既に申請済みです',
  err_promotion_already_joined: 'このキャンペーンには既に参加済みです',
  err_promotion_application_not_found: '申請が見つかりません',
  err_promotion_application_decided: 'この申請は既に審査済みです',
};

export default texts;
