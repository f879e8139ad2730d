import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import components from '../components/lang/ko';
import agentCenter from '../features/agent-center/lang/ko';
import announcements from '../features/announcements/lang/ko';
import contracts from '../features/contracts/lang/ko';
import income from '../features/income/lang/ko';
import registerCenter from '../features/register-center/lang/ko';
import teamBets from '../features/team-bets/lang/ko';
import teamLoss from '../features/team-loss/lang/ko';
import teamManagement from '../features/team-management/lang/ko';
import teamOverview from '../features/team-overview/lang/ko';
import teamTransactions from '../features/team-transactions/lang/ko';

/** mf-agent's texts in Korean: every dictionary of src/ merged. */
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
