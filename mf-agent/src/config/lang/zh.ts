import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-agent's shared texts (config) in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  agentAnnouncement: '公告',
  agentTeamOverview: '团队总览',
  registerCenter: '开户中心',
  downlineManagmentView: '团队管理',
  personalHistoryCopy: '团队投注',
  palStatementsAgentCopy: '用户盈亏',
  agentRevenueReport: '我的收入',
  agentDownlineTransactionDetailsCopy: '账变明细',
  agentDividendRecord: '分红',
  agentDailyWages2: '日工资',
  agentHourSalary: '时工资',
  agentRealtimeSalary: '实时工资',
  agent_badge: '代理',
};

export default texts;
