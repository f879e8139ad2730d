import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import components from '../components/lang/zh';
import agentCenter from '../features/agent-center/lang/zh';
import announcements from '../features/announcements/lang/zh';
import contracts from '../features/contracts/lang/zh';
import income from '../features/income/lang/zh';
import registerCenter from '../features/register-center/lang/zh';
import teamBets from '../features/team-bets/lang/zh';
import teamLoss from '../features/team-loss/lang/zh';
import teamManagement from '../features/team-management/lang/zh';
import teamOverview from '../features/team-overview/lang/zh';
import teamTransactions from '../features/team-transactions/lang/zh';

/** mf-agent's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
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
