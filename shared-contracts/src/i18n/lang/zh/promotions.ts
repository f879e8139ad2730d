import type { Texts } from '../../languages';
import type { PROMOTIONS_EN } from '../../promotions';

/** The texts of promotions.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof PROMOTIONS_EN> = {
  err_promotion_not_found: '未找到该活动',
  err_promotion_kind: '该活动不支持此参与方式',
  err_promotion_not_started: '该活动尚未开始',
  err_promotion_ended: '该活动已结束',
  err_promotion_audience: '您的账户不符合该活动的参与条件',
  err_promotion_already_applied: '您已申请过该活动',
  err_promotion_already_joined: '您已参加该活动',
  err_promotion_application_not_found: '未找到该申请',
  err_promotion_application_decided: '该申请已审核',
};

export default texts;
