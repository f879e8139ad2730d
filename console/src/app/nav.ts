import type { ComponentType } from 'react';
import type { Permission } from 'shared-contracts';
import { AccountPage } from '../features/account/components/account-page';
import { AgencyPage } from '../features/agency/components/agency-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { BrandLookPage } from '../features/brand-look/components/brand-look-page';
import { BrandSettingsPage } from '../features/brand-settings/components/brand-settings-page';
import { BrandsPage } from '../features/brands/components/brands-page';
import { ContentSection } from '../features/content/components/content-section';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { DepositsPage } from '../features/deposits/components/deposits-page';
import { DeskPage } from '../features/desk/components/desk-page';
import { EngagementPage } from '../features/engagement/components/engagement-page';
import { FeedbackPage } from '../features/feedback/components/feedback-page';
import { GamesSection } from '../features/games/components/games-section';
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
import { SportsbookPage } from '../features/sportsbook/components/sportsbook-page';

/** The menu's groups, in order (label keys `nav_group_<group>`, namespace `console`). */
export const SECTION_GROUPS = ['overview', 'operations', 'brand', 'platform', 'you'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

/** One section of the console: its path under /console, its label key (namespace `console`), who may open it. */
export interface Section {
  path: string;
  label: string;
  /** The menu group it is listed under. */
  group: SectionGroup;
  /** The permission the role needs (the server's table); null: every operator. */
  permission: Permission | null;
  page: ComponentType;
}

/** The console's sections in menu order; the menu shows only those the operator's role may open. */
export const SECTIONS: readonly Section[] = [
  { path: 'dashboard', label: 'nav_dashboard', group: 'overview', permission: 'dashboard.read', page: DashboardPage },
  { path: 'reports', label: 'nav_reports', group: 'overview', permission: 'dashboard.read', page: ReportsPage },
  { path: 'desk', label: 'nav_desk', group: 'operations', permission: 'desk.read', page: DeskPage },
  { path: 'deposits', label: 'nav_deposits', group: 'operations', permission: 'deposits.read', page: DepositsPage },
  { path: 'players', label: 'nav_players', group: 'operations', permission: 'players.read', page: PlayersPage },
  { path: 'kyc', label: 'nav_kyc', group: 'operations', permission: 'players.read', page: KycPage },
  { path: 'feedback', label: 'nav_feedback', group: 'operations', permission: 'feedback.read', page: FeedbackPage },
  {
    path: 'restricted',
    label: 'nav_restricted',
    group: 'operations',
    permission: 'restricted.read',
    page: RestrictedPage,
  },
  { path: 'brands', label: 'nav_brands', group: 'brand', permission: 'merchants.read', page: BrandsPage },
  { path: 'look', label: 'nav_look', group: 'brand', permission: 'merchants.read', page: BrandLookPage },
  { path: 'settings', label: 'nav_settings', group: 'brand', permission: 'merchants.read', page: BrandSettingsPage },
  { path: 'money', label: 'nav_money', group: 'brand', permission: 'deposits.read', page: MoneySettingsPage },
  { path: 'games', label: 'nav_games', group: 'brand', permission: 'merchants.read', page: GamesSection },
  {
    path: 'sportsbook',
    label: 'nav_sportsbook',
    group: 'brand',
    permission: 'merchants.read',
    page: SportsbookPage,
  },
  { path: 'content', label: 'nav_content', group: 'brand', permission: 'marketing.read', page: ContentSection },
  { path: 'engagement', label: 'nav_engagement', group: 'brand', permission: 'marketing.read', page: EngagementPage },
  { path: 'lottery', label: 'nav_lottery', group: 'brand', permission: 'lottery.read', page: LotteryPage },
  { path: 'agency', label: 'nav_agency', group: 'brand', permission: 'agency.read', page: AgencyPage },
  { path: 'operators', label: 'nav_operators', group: 'platform', permission: 'operators.manage', page: OperatorsPage },
  { path: 'releases', label: 'nav_releases', group: 'platform', permission: 'releases.read', page: ReleasesPage },
  { path: 'jobs', label: 'nav_jobs', group: 'platform', permission: 'jobs.read', page: JobsPage },
  { path: 'outbox', label: 'nav_outbox', group: 'platform', permission: 'outbox.read', page: OutboxPage },
  { path: 'audit', label: 'nav_audit', group: 'platform', permission: 'audit.read', page: AuditPage },
  { path: 'account', label: 'nav_account', group: 'you', permission: null, page: AccountPage },
];
