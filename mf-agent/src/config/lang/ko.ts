import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The config texts in Korean. */
const texts: Texts<typeof EN> = {
  agentAnnouncement: '공지사항',
  agentTeamOverview: '팀 개요',
  registerCenter: '계정 등록',
  downlineManagmentView: '팀 관리',
  personalHistoryCopy: '팀 베팅',
  palStatementsAgentCopy: '회원 손익',
  agentRevenueReport: '내 수익',
  agentDownlineTransactionDetailsCopy: '계정 내역',
  agentDividendRecord: '배당금',
  agentDailyWages2: '일급',
  agentHourSalary: '시급',
  agentRealtimeSalary: '실시간 급여',
  agent_badge: '에이전트',
};

export default texts;
