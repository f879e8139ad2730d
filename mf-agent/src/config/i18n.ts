import { addBundles } from 'shared-contracts';

/** Namespace `agent`, owned by mf-agent. */
export const NS = 'agent';

/** The agent centre's pages of SPEC §2, in menu order; agentTeamOverview is the default. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

const EN = {
  title: 'Agent center',
  sign_out: 'Sign out',
  gmt: 'GMT{{offset}}',
  time_zone: 'Time zone',
  account: 'Account',
  menu: 'Agent center menu',
  menu_deposit: 'Deposit',
  menu_withdraw: 'Withdraw',
  menu_messages: 'Platform messages',
  menu_service: 'Customer service',
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
  page_empty: 'Nothing to show here yet.',
  page_empty_hint: 'This page is on its way.',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Trung tâm đại lý',
    sign_out: 'Đăng xuất',
    gmt: 'GMT{{offset}}',
    time_zone: 'Múi giờ',
    account: 'Tài khoản',
    menu: 'Menu trung tâm đại lý',
    menu_deposit: 'Nạp tiền',
    menu_withdraw: 'Rút tiền',
    menu_messages: 'Tin nhắn nền tảng',
    menu_service: 'Chăm sóc khách hàng',
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
    page_empty: 'Chưa có gì để hiển thị.',
    page_empty_hint: 'Trang này sắp ra mắt.',
  } satisfies typeof EN,
});
