import type { ComponentType } from 'react';
import type { Permission } from 'shared-contracts';
import { AccountPage } from '../features/account/components/account-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { BrandLookPage } from '../features/brand-look/components/brand-look-page';
import { BrandSettingsPage } from '../features/brand-settings/components/brand-settings-page';
import { BrandsPage } from '../features/brands/components/brands-page';
import { ContentPage } from '../features/content/components/content-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { DepositsPage } from '../features/deposits/components/deposits-page';
import { DeskPage } from '../features/desk/components/desk-page';
import { EngagementPage } from '../features/engagement/components/engagement-page';
import { FeedbackPage } from '../features/feedback/components/feedback-page';
import { GamesPage } from '../features/games/components/games-page';
import { JobsPage } from '../features/jobs/components/jobs-page';
import { KycPage } from '../features/kyc/components/kyc-page';
import { LotteryPage } from '../features/lottery/components/lottery-page';
import { MoneySettingsPage } from '../features/money-settings/components/money-settings-page';
import { OperatorsPage } from '../features/operators/components/operators-page';
import { OutboxPage } from '../features/outbox/components/outbox-page';
import { PlayersPage } from '../features/players/components/players-page';
import { ReleasesPage } from '../features/releases/components/releases-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { RestrictedPage } from '../features/restricted/components/restricted-page';

/** One section of the console: its path under /console, its label key (namespace `console`), who may open it. */
export interface Section {
  path: string;
  label: string;
  /** The permission the role needs (the server's table); null: every operator. */
  permission: Permission | null;
  page: ComponentType;
}

/** The console's sections in menu order; the menu shows only those the operator's role may open. */
export const SECTIONS: readonly Section[] = [
  { path: 'dashboard', label: 'nav_dashboard', permission: 'dashboard.read', page: DashboardPage },
  { path: 'reports', label: 'nav_reports', permission: 'dashboard.read', page: ReportsPage },
  { path: 'desk', label: 'nav_desk', permission: 'desk.read', page: DeskPage },
  { path: 'deposits', label: 'nav_deposits', permission: 'deposits.read', page: DepositsPage },
  { path: 'players', label: 'nav_players', permission: 'players.read', page: PlayersPage },
  { path: 'kyc', label: 'nav_kyc', permission: 'players.read', page: KycPage },
  { path: 'feedback', label: 'nav_feedback', permission: 'feedback.read', page: FeedbackPage },
  { path: 'restricted', label: 'nav_restricted', permission: 'restricted.read', page: RestrictedPage },
  { path: 'audit', label: 'nav_audit', permission: 'audit.read', page: AuditPage },
  { path: 'outbox', label: 'nav_outbox', permission: 'outbox.read', page: OutboxPage },
  { path: 'operators', label: 'nav_operators', permission: 'operators.manage', page: OperatorsPage },
  { path: 'releases', label: 'nav_releases', permission: 'releases.read', page: ReleasesPage },
  { path: 'content', label: 'nav_content', permission: 'marketing.read', page: ContentPage },
  { path: 'games', label: 'nav_games', permission: 'merchants.read', page: GamesPage },
  { path: 'engagement', label: 'nav_engagement', permission: 'marketing.read', page: EngagementPage },
  { path: 'jobs', label: 'nav_jobs', permission: 'jobs.read', page: JobsPage },
  { path: 'lottery', label: 'nav_lottery', permission: 'lottery.read', page: LotteryPage },
  { path: 'brands', label: 'nav_brands', permission: 'merchants.read', page: BrandsPage },
  { path: 'look', label: 'nav_look', permission: 'merchants.read', page: BrandLookPage },
  { path: 'settings', label: 'nav_settings', permission: 'merchants.read', page: BrandSettingsPage },
  { path: 'money', label: 'nav_money', permission: 'deposits.read', page: MoneySettingsPage },
  { path: 'account', label: 'nav_account', permission: null, page: AccountPage },
];
