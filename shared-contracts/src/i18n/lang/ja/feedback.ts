import type { Texts } from '../../languages';
import type { FEEDBACK_EN } from '../../feedback';

/** The texts of feedback.ts in Japanese (namespace `common`). */
const texts: Texts<typeof FEEDBACK_EN> = {
  err_feedback_too_short: '{{min}}語以上で入力してください',
  err_feedback_too_long: '{{max}}語以内で入力してください',
  err_feedback_rate_limited: 'フィードバックの送信が多すぎます。1時間後に再度お試しください',
  err_feedback_not_found: 'このフィードバックは存在しません',
  err_feedback_closed: 'このフィードバックは終了しています',
};

export default texts;
