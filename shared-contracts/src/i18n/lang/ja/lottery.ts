import type { Texts } from '../../languages';
import type { LOTTERY_EN } from '../../lottery';

/** The texts of lottery.ts in Japanese (namespace `common`). */
const texts: Texts<typeof LOTTERY_EN> = {
  err_lottery_draw_closed: 'この回のベットは締め切られました。次の回にベットしてください',
  err_lottery_liability_cap: 'この番号は今回のベット上限に達しました。別の番号をお選びください',
  err_lottery_prize_mode: 'このゲームは選択した配当モードではご利用いただけません',
  err_lottery_draw_not_found: '抽選回が見つかりません',
  err_lottery_bet_type: 'このベットタイプはこのゲームではご利用いただけません',
  err_lottery_numbers: '番号を確認してください（桁数、重複なし、必要な個数）',
  err_lottery_unit: '1番号あたりの賭け金が許容範囲外です',
  err_lottery_multiplier: '倍率は1〜100の間で指定してください',
  err_lottery_draw_not_cancellable: 'この回は既に抽選済みのため、キャンセルできません',
};

export default texts;
