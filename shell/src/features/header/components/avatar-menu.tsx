import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-contracts';
import { Badge, Menu, type MenuItem } from 'shared-ui';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import { useMemberIcon } from '../api/get-member-icon';
import type { BadgeCounts } from '../hooks/use-header-data';
import '../i18n';

/** The sum the avatar button shows: every count that has its entry in the menu. */
export const badgeTotal = (b: BadgeCounts) => b.rewards + b.missions + b.messages;

/**
 * Avatar menu (SPEC §2): reward center, announcements, betting record, account record, feedback, customer service, agent
 * (agents only), blog (when the merchant has that resource) and sign out. Rewards to claim, missions open and
 * unread messages show as counts on their entries (missions and messages only while they have any) and as
 * their total on the avatar. `head` comes first (on a phone: the account with its VIP label, the points),
 * then `extra` (on a phone: the withdrawal shortcut).
 */
export function AvatarMenu({
  isAgent,
  account,
  badges,
  head = [],
  extra = [],
}: {
  isAgent: boolean;
  account: string;
  badges: BadgeCounts;
  head?: MenuItem[];
  extra?: MenuItem[];
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { config, enabled } = useShell();
  const blog = config.resources['BLOG'];
  const member = enabled.has('mf_member');
  // The avatar the member chose on the profile page (initials on its colour); the account's initial until it loads.
  const icon = useMemberIcon(true);
  const reloadIcon = icon.reload;
  useEffect(() => bus.on('profile:changed', () => reloadIcon()), [reloadIcon]);
  const count = (n: number, label: string, testId: string) => (
    <Badge label={label} testId={testId}>
      {n}
    </Badge>
  );
  const items: MenuItem[] = [
    ...head,
    ...extra,
    ...(member
      ? [
          {
            key: 'reward',
            label: t('reward_center'),
            onSelect: () => navigate('/member?page=rewardCenter'),
            badge: count(badges.rewards, t('rewards_waiting', { count: badges.rewards }), 'badge-rewards'),
          },
          ...(badges.missions
            ? [
                {
                  key: 'missions',
                  label: t('missions'),
                  onSelect: () => navigate('/member?page=missionLeaderboard'),
                  badge: count(badges.missions, t('missions_open', { count: badges.missions }), 'badge-missions'),
                },
              ]
            : []),
          ...(badges.messages
            ? [
                {
                  key: 'messages',
                  label: t('messages'),
                  onSelect: () => navigate('/member?page=messageV2'),
                  badge: count(badges.messages, t('unread_messages', { count: badges.messages }), 'badge-messages'),
                },
              ]
            : []),
          {
            key: 'announcements',
            label: t('announcements'),
            onSelect: () => bus.emit('member:open', { modal: 'announcements' }),
          },
          { key: 'bets', label: t('betting_record'), onSelect: () => navigate('/member?page=personalHistoryCopy') },
          { key: 'ledger', label: t('account_record'), onSelect: () => navigate('/member?page=transactionHistory') },
          { key: 'feedback', label: t('feedback'), onSelect: () => navigate('/member?page=feedback') },
        ]
      : []),
    { key: 'service', label: t('customer_service'), href: config.customerService.url, external: true },
    { key: 'download', label: t('download_app'), onSelect: () => navigate('/download') },
    ...(isAgent && enabled.has('mf_agent')
      ? [{ key: 'agent', label: t('agent'), onSelect: () => navigate('/agentHome') }]
      : []),
    ...(blog ? [{ key: 'blog', label: t('blog'), href: blog.url, external: true }] : []),
    {
      key: 'sign-out',
      label: t('sign_out'),
      onSelect: () => bus.emit('auth:logout-request', { confirm: true }),
    },
  ];
  const total = member ? badgeTotal(badges) : 0;
  // The count sits beside the trigger, not inside it: the button's name says it ("Account menu (3 new)") and its
  // visible text stays the initial alone (axe label-content-name-mismatch counts aria-hidden digits inside it).
  return (
    <span className="avatar-holder">
      <Menu
        label={t('account_menu')}
        items={items}
        trigger={
          <button
            type="button"
            className="avatar-button"
            aria-label={total ? t('account_menu_count', { count: total }) : t('account_menu')}
          >
            {icon.data ? (
              <img className="avatar" src={icon.data.icon} alt="" data-testid="header-avatar" />
            ) : (
              <span className="avatar" aria-hidden>
                {account.slice(0, 1).toUpperCase()}
              </span>
            )}
          </button>
        }
      />
      <span aria-hidden className="avatar-count">
        <Badge testId="avatar-badge">{total > 99 ? '99+' : total}</Badge>
      </span>
    </span>
  );
}
