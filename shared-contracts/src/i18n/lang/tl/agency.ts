import type { AGENCY_EN } from '../../agency';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' agency.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof AGENCY_EN> = {
  err_agent_only: 'Mga agent lang ang puwedeng gumamit ng agent center',
  err_not_in_team: 'Wala sa iyong team ang account na ito',
  err_not_direct_downline: 'Sa iyong direktang downline lang puwedeng mag-alok ng kontrata',
  err_downline_not_agent: 'Sa mga agent lang puwedeng mag-alok ng kontrata',
  err_contract_not_found: 'Hindi nahanap ang kontrata',
  err_contract_state: 'Hindi na mababago ang kontratang ito, paki-refresh',
  err_contract_conflict:
    'Mas mababa ang rate na ito kaysa sa mga kontrata ng downline sa kanyang team: pumayag na tapusin ang mga iyon para magpatuloy',
  err_no_own_contract: 'Kailangan mo munang magkaroon ng aktibong kontrata ng ganitong uri bago mag-alok nito',
  err_rate_above_own: 'Hindi puwedeng lumampas ang rate sa rate ng sarili mong kontrata',
  err_move_cycle: 'Nasa sariling team ng miyembrong ito ang bagong upline: pumili ng agent sa labas nito',
  err_upline_not_agent: 'Dapat agent ang bagong upline',
  err_same_upline: 'Nasa ilalim na ng upline na ito ang miyembro',
};

export default texts;
