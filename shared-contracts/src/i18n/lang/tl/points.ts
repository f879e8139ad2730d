import type { POINTS_EN } from '../../points';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' points.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof POINTS_EN> = {
  err_points_item_not_found: 'Hindi available ang reward na ito',
  err_points_out_of_stock: 'Kulang na ang stock ng reward na ito',
  err_points_insufficient: 'Kulang ang points',
  err_points_below_min: 'Mag-convert ng hindi bababa sa {{min}} points',
  err_points_redemption_not_found: 'Hindi nahanap ang redemption',
  err_points_redemption_decided: 'Napagpasyahan na ang redemption na ito',
};

export default texts;
