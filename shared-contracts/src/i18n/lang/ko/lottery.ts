import type { Texts } from '../../languages';
import type { LOTTERY_EN } from '../../lottery';

/** The lottery texts of the `common` namespace in Korean. */
const texts: Texts<typeof LOTTERY_EN> = {
  err_lottery_draw_closed: '이번 회차의 베팅이 마감되었습니다. 다음 회차에 베팅해 주세요',
  err_lottery_liability_cap: '이 번호는 이번 회차의 베팅 한도에 도달했습니다. 다른 번호를 선택해 주세요',
  err_lottery_prize_mode: '선택한 당첨 모드에서는 이 게임을 이용할 수 없습니다',
  err_lottery_draw_not_found: '회차를 찾을 수 없습니다',
  err_lottery_bet_type: '이 게임에서는 해당 베팅 유형을 이용할 수 없습니다',
  err_lottery_numbers: '번호를 확인해 주세요: 자릿수, 중복 여부, 필요한 개수',
  err_lottery_unit: '번호당 베팅 금액이 허용 범위를 벗어났습니다',
  err_lottery_multiplier: '배수는 1에서 100 사이여야 합니다',
  err_lottery_draw_not_cancellable: '이미 추첨이 완료되어 이 회차는 더 이상 취소할 수 없습니다',
};

export default texts;
