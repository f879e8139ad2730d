import type { Texts } from '../../languages';
import type { RG_EN } from '../../responsible-gaming';

/** The texts of responsible-gaming.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof RG_EN> = {
  err_deposit_limit_exceeded: '此次充值将超出您的充值限额：在 {{resetsAt}} 之前您最多还能充值 {{remaining}}。',
  err_self_excluded: '您已设置自我禁入至 {{until}}，在此之前无法登录、充值和投注。',
  err_password_incorrect: '密码错误',
  err_exclusion_until: '请选择今天之后、5 年以内的日期',
};

export default texts;
