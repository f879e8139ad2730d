import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import components from '../components/lang/th';
import agentCenter from '../features/agent-center/lang/th';
import announcements from '../features/announcements/lang/th';
import contracts from '../features/contracts/lang/th';
import income from '../features/income/lang/th';
import registerCenter from '../features/register-center/lang/th';
import teamBets from '../features/team-bets/lang/th';
import teamLoss from '../features/team-loss/lang/th';
import teamManagement from '../features/team-management/lang/th';
import teamOverview from '../features/team-overview/lang/th';
import teamTransactions from '../features/team-transactions/lang/th';

/** mf-agent's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
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
