import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-agent's shared texts in Thai. */
const texts: Texts<typeof EN> = {
  agentAnnouncement: 'ประกาศ',
  agentTeamOverview: 'ภาพรวมทีม',
  registerCenter: 'สมัครบัญชี',
  downlineManagmentView: 'จัดการทีม',
  personalHistoryCopy: 'การเดิมพันของทีม',
  palStatementsAgentCopy: 'ยอดเสียของผู้ใช้',
  agentRevenueReport: 'รายได้ของฉัน',
  agentDownlineTransactionDetailsCopy: 'รายละเอียดบัญชี',
  agentDividendRecord: 'เงินปันผล',
  agentDailyWages2: 'ค่าจ้างรายวัน',
  agentHourSalary: 'ค่าจ้างรายชั่วโมง',
  agentRealtimeSalary: 'ค่าจ้างแบบเรียลไทม์',
  agent_badge: 'เอเจนต์',
};

export default texts;
