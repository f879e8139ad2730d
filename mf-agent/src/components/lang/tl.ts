import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-agent's components/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  account: 'Account',
  records_account: 'Account',
  records_account_hint: 'Eksaktong pangalan ng account',
  records_search: 'Maghanap',
  records_search_account: 'Maghanap ng account',
  house: 'House',
  type_DIVIDEND: 'Dividend',
  type_DAILY_SALARY: 'Daily salary',
  type_HOURLY_SALARY: 'Hourly salary',
  type_REALTIME_SALARY: 'Real-time salary',
  period_REALTIME: 'Kada 5 minuto',
  period_HOURLY: 'Kada oras',
  period_DAILY: 'Araw-araw',
  period_WEEKLY: 'Lingguhan',
  period_SEMIMONTHLY: 'Dalawang beses kada buwan',
  period_MONTHLY: 'Buwanan',
  status_OFFERED: 'Inalok',
  status_ACTIVE: 'Aktibo',
  status_REJECTED: 'Tinanggihan',
  status_TERMINATED: 'Tinapos',
  contract_from: 'Mula',
  contract_to: 'Para kay',
  contract_period: 'Period',
  contract_offered_at: 'Inalok noong {{time}}',
  contract_terminates:
    'Kapag tinanggap, matatapos ang mga kontrata ng member na ito sa kanyang mga downline na lampas sa {{rate}}.',
  contract_terminates_mine:
    'Kapag tinanggap, matatapos ang mga kontrata mo sa iyong mga downline na lampas sa {{rate}}.',
  tiers: 'Mga tier',
  tier_min_amount: 'Minimum na halaga',
  tier_min_active: 'Mga aktibong member',
  tier_rate: 'Rate',
  err_CONTRACT_CONFLICT:
    'Mas mataas na rate ang binibigay ng member na ito sa kanyang mga downline: kumpirmahing matatapos ang mga kontratang iyon kapag tinanggap',
  err_RATE_ABOVE_OWN: 'May rate na mas mataas sa pinakamataas na rate ng sarili mong kontrata',
  err_NO_OWN_CONTRACT: 'Wala kang aktibong kontrata ng ganitong uri na maibabahagi',
  err_NOT_DIRECT_DOWNLINE: 'Sa iyong mga direktang downline lang puwedeng mag-alok ng kontrata',
  err_NOT_IN_TEAM: 'Wala sa iyong team ang account na ito',
  err_INSUFFICIENT_FUNDS: 'Kulang ang iyong balance para sa halagang ito',
  err_FUND_PASSWORD_WRONG: 'Mali ang fund password',
  err_FUND_PASSWORD_NOT_SET: 'Mag-set muna ng fund password sa Withdraw page',
  err_FUND_PASSWORD_LOCKED: 'Sobrang daming maling fund password: naka-lock muna ang mga transfer',
  err_CONTRACT_STATE: 'Nagbago na ang kontratang ito: i-reload at subukang muli',
  err_CONTRACT_TYPE_OFF: 'Naka-off ang uri ng kontratang ito',
  err_AGENT_ONLY: 'Mga agent lang ang puwedeng gumawa nito',
  err_fund_wrong_left_one: 'Mali ang fund password: {{count}} subok na lang bago ma-lock ang mga transfer',
  err_fund_wrong_left_other: 'Mali ang fund password: {{count}} subok na lang bago ma-lock ang mga transfer',
};

export default texts;
