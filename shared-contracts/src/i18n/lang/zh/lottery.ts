import type { Texts } from '../../languages';
import type { LOTTERY_EN } from '../../lottery';

/** The texts of lottery.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof LOTTERY_EN> = {
  err_lottery_draw_closed: '本期已停止投注，请投注下一期',
  err_lottery_liability_cap: '该号码本期投注已达上限，请选择其他号码',
  err_lottery_prize_mode: '该玩法不支持所选的奖金模式',
  err_lottery_draw_not_found: '未找到该期',
  err_lottery_bet_type: '该彩种不支持此玩法',
  err_lottery_numbers: '请检查号码：位数正确、不重复、数量符合要求',
  err_lottery_unit: '单注金额超出允许范围',
  err_lottery_multiplier: '倍数须在 1 到 100 之间',
  err_lottery_draw_not_cancellable: '该期已开奖，无法撤单',
};

export default texts;
