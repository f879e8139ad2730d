import type { Texts } from '../../languages';
import type { PROMOTIONS_EN } from '../../promotions';

/** The promotions texts of the `common` namespace in Korean. */
const texts: Texts<typeof PROMOTIONS_EN> = {
  err_promotion_not_found: '이벤트를 찾을 수 없습니다',
  err_promotion_kind: '이 방식으로는 참여할 수 없는 이벤트입니다',
  err_promotion_not_started: '아직 시작되지 않은 이벤트입니다',
  err_promotion_ended: '종료된 이벤트입니다',
  err_promotion_audience: '회원님의 계정은 이 이벤트에 참여할 수 없습니다',
  err_promotion_already_applied: '이미 신청한 이벤트입니다',
  err_promotion_already_joined: '이미 참여한 이벤트입니다',
  err_promotion_application_not_found: '신청 내역을 찾을 수 없습니다',
  err_promotion_application_decided: '이미 처리된 신청입니다',
};

export default texts;
