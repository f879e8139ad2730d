import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import components from '../components/lang/ja';
import agentCenter from '../features/agent-center/lang/ja';
import announcements from '../features/announcements/lang/ja';
import contracts from '../features/contracts/lang/ja';
import income from '../features/income/lang/ja';
import registerCenter from '../features/register-center/lang/ja';
import teamBets from '../features/team-bets/lang/ja';
import teamLoss from '../features/team-loss/lang/ja';
import teamManagement from '../features/team-management/lang/ja';
import teamOverview from '../features/team-overview/lang/ja';
import teamTransactions from '../features/team-transactions/lang/ja';

/** mf-agent's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
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
