import { addBundles } from 'shared-contracts';

/** Namespace `agent`, owned by mf-agent. */
export const NS = 'agent';

/** The page titles (the keys of AGENT_PAGES, config/pages.ts) and the strings more than one part of mf-agent uses. */
const EN = {
  agentAnnouncement: 'Announcements',
  agentTeamOverview: 'Team overview',
  registerCenter: 'Register account',
  downlineManagmentView: 'Team management',
  personalHistoryCopy: 'Team betting',
  palStatementsAgentCopy: 'User loss',
  agentRevenueReport: 'My income',
  agentDownlineTransactionDetailsCopy: 'Account details',
  agentDividendRecord: 'Dividend',
  agentDailyWages2: 'Daily salary',
  agentHourSalary: 'Hourly salary',
  agentRealtimeSalary: 'Real-time salary',
  agent_badge: 'Agent',
};

addBundles(NS, {
  EN,
  TY: {
    agentAnnouncement: 'Thông báo',
    agentTeamOverview: 'Tổng quan đội nhóm',
    registerCenter: 'Đăng ký tài khoản',
    downlineManagmentView: 'Quản lý đội nhóm',
    personalHistoryCopy: 'Cược của đội nhóm',
    palStatementsAgentCopy: 'Thua lỗ người chơi',
    agentRevenueReport: 'Thu nhập của tôi',
    agentDownlineTransactionDetailsCopy: 'Chi tiết tài khoản',
    agentDividendRecord: 'Chia cổ tức',
    agentDailyWages2: 'Lương ngày',
    agentHourSalary: 'Lương giờ',
    agentRealtimeSalary: 'Lương thời gian thực',
    agent_badge: 'Đại lý',
  } satisfies typeof EN,
});
