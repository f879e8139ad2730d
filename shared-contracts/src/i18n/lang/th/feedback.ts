import type { Texts } from '../../languages';
import type { FEEDBACK_EN } from '../../feedback';

/** Feedback errors in Thai. */
const texts: Texts<typeof FEEDBACK_EN> = {
  err_feedback_too_short: 'กรุณาเขียนอย่างน้อย {{min}} คำ',
  err_feedback_too_long: 'กรุณาเขียนไม่เกิน {{max}} คำ',
  err_feedback_rate_limited: 'คุณส่งความคิดเห็นมากเกินไป กรุณาลองใหม่ในอีกหนึ่งชั่วโมง',
  err_feedback_not_found: 'ไม่พบความคิดเห็นนี้',
  err_feedback_closed: 'ความคิดเห็นนี้ปิดแล้ว',
};

export default texts;
