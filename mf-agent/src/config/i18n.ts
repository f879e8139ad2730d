import { addBundles, addLanguageLoaders } from 'shared-contracts';

/** Namespace `agent`, owned by mf-agent. */
export const NS = 'agent';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});

/** The page titles (the keys of AGENT_PAGES, config/pages.ts) and the strings more than one part of mf-agent uses. */
export const EN = {
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
