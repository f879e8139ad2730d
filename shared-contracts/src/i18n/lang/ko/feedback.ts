import type { Texts } from '../../languages';
import type { FEEDBACK_EN } from '../../feedback';

/** The feedback texts of the `common` namespace in Korean. */
const texts: Texts<typeof FEEDBACK_EN> = {
  err_feedback_too_short: '최소 {{min}}단어 이상 입력해 주세요',
  err_feedback_too_long: '최대 {{max}}단어까지 입력할 수 있습니다',
  err_feedback_rate_limited: '피드백을 너무 많이 보내셨습니다. 1시간 후에 다시 시도해 주세요',
  err_feedback_not_found: '존재하지 않는 피드백입니다',
  err_feedback_closed: '종료된 피드백입니다',
};

export default texts;
