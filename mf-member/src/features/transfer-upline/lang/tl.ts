import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The transfer-upline feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  upline_title: 'Ang iyong upline',
  upline_none: 'Walang upline ang iyong account.',
  upline_none_hint: 'Ang mga account lang na sumali sa pamamagitan ng agent ang puwedeng mag-transfer dito.',
  upline_failed: 'Hindi ma-load ang iyong upline.',
  upline_amount: 'Halaga',
  upline_fund_password: 'Fund password',
  upline_submit: 'I-transfer sa upline',
  upline_done: 'Nai-transfer ang {{amount}} {{currency}} kay {{account}}.',
  upline_need_fund_password: 'Mag-set muna ng fund password sa Withdraw page: hinihingi ito sa bawat transfer.',
  upline_set_fund_password: 'Mag-set ng fund password',
  upline_amount_over: 'Mas malaki ang halaga kaysa sa iyong balance',
  upline_fund_wrong_one: 'Mali ang fund password: {{count}} subok na lang bago ma-lock ang mga transfer at withdrawal',
  upline_fund_wrong_other:
    'Mali ang fund password: {{count}} subok na lang bago ma-lock ang mga transfer at withdrawal',
};

export default texts;
