import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import components from '../components/lang/tl';
import agentCenter from '../features/agent-center/lang/tl';
import announcements from '../features/announcements/lang/tl';
import contracts from '../features/contracts/lang/tl';
import income from '../features/income/lang/tl';
import registerCenter from '../features/register-center/lang/tl';
import teamBets from '../features/team-bets/lang/tl';
import teamLoss from '../features/team-loss/lang/tl';
import teamManagement from '../features/team-management/lang/tl';
import teamOverview from '../features/team-overview/lang/tl';
import teamTransactions from '../features/team-transactions/lang/tl';

/** mf-agent's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
const texts: Bundle = {
  ...config,
  ...components,
  ...agentCenter,
  ...announcements,
  ...contracts,
  ...income,
  ...registerCenter,
  ...teamBets,
  ...teamLoss,
  ...teamManagement,
  ...teamOverview,
  ...teamTransactions,
};

export default texts;
