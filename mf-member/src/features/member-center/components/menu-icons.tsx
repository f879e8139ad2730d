import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ArrowUpRight,
  Award,
  Gift,
  History,
  MessageSquare,
  MessageSquareHeart,
  Receipt,
  ShieldCheck,
  Target,
  TrendingUp,
  UserPlus,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { MemberPage } from '../../../config/pages';

/** The icon beside each member-centre page in its menu. */
export const MENU_ICONS: Record<MemberPage, LucideIcon> = {
  securityCenter: ShieldCheck,
  transferFund: Wallet,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: ArrowUpRight,
  personalHistoryCopy: History,
  transactionHistory: Receipt,
  personalProfit: TrendingUp,
  bonusDetails: Gift,
  rewardCenter: Award,
  referral: UserPlus,
  missionLeaderboard: Target,
  messageV2: MessageSquare,
  feedback: MessageSquareHeart,
  profile: UserRound,
};
