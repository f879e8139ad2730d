import type { Texts } from '../../languages';
import type { FEEDBACK_EN } from '../../feedback';

/** The texts of feedback.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof FEEDBACK_EN> = {
  err_feedback_too_short: '请至少填写 {{min}} 个字',
  err_feedback_too_long: '最多填写 {{max}} 个字',
  err_feedback_rate_limited: '您提交的反馈过多，请一小时后再试',
  err_feedback_not_found: '该反馈不存在',
  err_feedback_closed: '该反馈已关闭',
};

export default texts;
