import { lazy, Suspense, type ReactNode } from 'react';
import type { ParcelProps } from 'shared-contracts';
import type { ContractType } from 'shared-contracts/agency';
import { Skeleton } from 'shared-ui';
import { AnnouncementsPage } from '../features/announcements/components/announcements-page';
import { AgentCenterPage } from '../features/agent-center/components/agent-center-page';
import { IncomePage } from '../features/income/components/income-page';
import { RegisterCenterPage } from '../features/register-center/components/register-center-page';
import { TeamBetsPage } from '../features/team-bets/components/team-bets-page';
import { TeamLossPage } from '../features/team-loss/components/team-loss-page';
import { TeamOverviewPage } from '../features/team-overview/components/team-overview-page';
import { TeamTransactionsPage } from '../features/team-transactions/components/team-transactions-page';

// The pages with forms and dialogs load with their own chunk when first opened.
const TeamManagementPage = lazy(() =>
  import('../features/team-management/components/team-management-page').then((m) => ({
    default: m.TeamManagementPage,
  })),
);
const ContractsPage = lazy(() =>
  import('../features/contracts/components/contracts-page').then((m) => ({ default: m.ContractsPage })),
);

const later = (page: ReactNode) => <Suspense fallback={<Skeleton height={240} radius={8} />}>{page}</Suspense>;
// A key per type: moving between two contract pages starts the second afresh (its tab, range and page).
const contracts = (type: ContractType) => later(<ContractsPage key={type} type={type} />);

/** The agent centre with every page's body (features never import each other: this file composes them). */
export function AgentCenter(props: ParcelProps) {
  return (
    <AgentCenterPage
      {...props}
      pages={{
        agentAnnouncement: <AnnouncementsPage />,
        agentTeamOverview: <TeamOverviewPage />,
        registerCenter: <RegisterCenterPage />,
        downlineManagmentView: later(<TeamManagementPage />),
        personalHistoryCopy: <TeamBetsPage />,
        palStatementsAgentCopy: <TeamLossPage />,
        agentRevenueReport: <IncomePage />,
        agentDownlineTransactionDetailsCopy: <TeamTransactionsPage />,
        agentDividendRecord: contracts('DIVIDEND'),
        agentDailyWages2: contracts('DAILY_SALARY'),
        agentHourSalary: contracts('HOURLY_SALARY'),
        agentRealtimeSalary: contracts('REALTIME_SALARY'),
      }}
    />
  );
}
