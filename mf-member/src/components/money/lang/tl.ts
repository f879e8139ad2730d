import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-member's components/money/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  money_amount_required: 'Maglagay ng halaga',
  money_amount_invalid: 'Ilagay ang halaga sa numero, hal. 100000 o 100,000.50',
  money_amount_decimals: 'Hanggang 2 decimal lang',
  money_amount_range: 'Maglagay ng halaga mula {{min}} hanggang {{max}}',
  money_upload_choose: 'Pumili ng larawan',
  money_upload_change: 'Palitan ang larawan',
  money_upload_none: 'Walang napiling larawan (jpeg o png, hanggang 5 MB)',
  money_fee_rule: 'Bayad: {{rule}}',
  money_fee_rule_cap: 'Bayad: {{rule}}, hanggang {{max}}',
  money_fee_all: 'Kukunin ng bayad ({{fee}}) ang buong halaga',
  money_fee_of: 'bayad {{fee}}',
};

export default texts;
