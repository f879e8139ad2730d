import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts mf-agent shares across its parts, in Japanese. */
const texts: Texts<typeof EN> = {
  agentAnnouncement: 'お知らせ',
  agentTeamOverview: 'チーム概要',
  registerCenter: 'アカウント登録',
  downlineManagmentView: 'チーム管理',
  personalHistoryCopy: 'チームベット',
  palStatementsAgentCopy: 'ユーザー損益',
  agentRevenueReport: 'マイ収入',
  agentDownlineTransactionDetailsCopy: '取引明細',
  agentDividendRecord: 'ディビデンド',
  agentDailyWages2: '日給',
  agentHourSalary: '時給',
  agentRealtimeSalary: 'リアルタイム給与',
  agent_badge: 'エージェント',
};

export default texts;
