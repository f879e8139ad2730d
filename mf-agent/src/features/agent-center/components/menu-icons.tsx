import {
  CalendarDays,
  Clock3,
  Coins,
  Gift,
  History,
  LayoutDashboard,
  Megaphone,
  Receipt,
  Timer,
  TrendingDown,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AgentPage } from '../../../config/pages';

/** The icon beside each agent page in the menu. */
export const MENU_ICONS: Record<AgentPage, LucideIcon> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: LayoutDashboard,
  registerCenter: UserPlus,
  downlineManagmentView: Users,
  personalHistoryCopy: History,
  palStatementsAgentCopy: TrendingDown,
  agentRevenueReport: Coins,
  agentDownlineTransactionDetailsCopy: Receipt,
  agentDividendRecord: Gift,
  agentDailyWages2: CalendarDays,
  agentHourSalary: Clock3,
  agentRealtimeSalary: Timer,
};
