import type { LOTTERY_EN } from '../../lottery';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' lottery.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof LOTTERY_EN> = {
  err_lottery_draw_closed: 'Sarado na ang pagtaya sa draw na ito, tumaya sa susunod na draw',
  err_lottery_liability_cap: 'Naabot na ng numerong ito ang betting limit para sa draw na ito, pumili ng iba',
  err_lottery_prize_mode: 'Hindi available ang larong ito sa napiling prize mode',
  err_lottery_draw_not_found: 'Hindi nahanap ang draw',
  err_lottery_bet_type: 'Hindi available ang bet type na ito sa larong ito',
  err_lottery_numbers: 'Suriin ang mga numero: tamang bilang ng digit, walang ulit, at ang kinakailangang dami',
  err_lottery_unit: 'Lampas sa pinapayagang limit ang taya kada numero',
  err_lottery_multiplier: 'Dapat nasa pagitan ng 1 at 100 ang multiplier',
  err_lottery_draw_not_cancellable: 'Hindi na makakansela ang draw na ito: nabola na ito',
};

export default texts;
