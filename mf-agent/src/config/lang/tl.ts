import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-agent's config/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  agentAnnouncement: 'Mga anunsyo',
  agentTeamOverview: 'Team overview',
  registerCenter: 'Magrehistro ng account',
  downlineManagmentView: 'Team management',
  personalHistoryCopy: 'Team betting',
  palStatementsAgentCopy: 'User loss',
  agentRevenueReport: 'Aking kita',
  agentDownlineTransactionDetailsCopy: 'Detalye ng account',
  agentDividendRecord: 'Dividend',
  agentDailyWages2: 'Daily salary',
  agentHourSalary: 'Hourly salary',
  agentRealtimeSalary: 'Real-time salary',
  agent_badge: 'Agent',
};

export default texts;
