import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-contracts';
import { Menu, type MenuItem } from 'shared-ui';
import { useShell } from '../../../app/config-context';
import { NS } from '../../../config/i18n';
import { useMemberIcon } from '../api/get-member-icon';

/** Avatar menu: reward center, announcements, records, service, agent, blog (when present), sign out. */
export function AvatarMenu({
  isAgent,
  account,
  extra = [],
}: {
  isAgent: boolean;
  account: string;
  extra?: MenuItem[];
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { config, enabled } = useShell();
  const blog = config.resources['BLOG'];
  // The avatar the member chose on the profile page (initials on its colour); the account's initial until it loads.
  const icon = useMemberIcon(true);
  const reloadIcon = icon.reload;
  useEffect(() => bus.on('profile:changed', () => reloadIcon()), [reloadIcon]);
  const items: MenuItem[] = [
    ...extra,
    ...(enabled.has('mf_member')
      ? [
          { key: 'reward', label: t('reward_center'), onSelect: () => navigate('/member?page=rewardCenter') },
          {
            key: 'announcements',
            label: t('announcements'),
            onSelect: () => bus.emit('member:open', { modal: 'announcements' }),
          },
          { key: 'bets', label: t('betting_record'), onSelect: () => navigate('/member?page=personalHistoryCopy') },
          { key: 'ledger', label: t('account_record'), onSelect: () => navigate('/member?page=transactionHistory') },
        ]
      : []),
    { key: 'service', label: t('customer_service'), href: config.customerService.url, external: true },
    ...(isAgent ? [{ key: 'agent', label: t('agent'), onSelect: () => navigate('/agentHome') }] : []),
    ...(blog ? [{ key: 'blog', label: t('blog'), href: blog.url, external: true }] : []),
    {
      key: 'sign-out',
      label: t('sign_out'),
      onSelect: () => bus.emit('auth:logout-request', { confirm: true }),
    },
  ];
  return (
    <Menu
      label={t('account_menu')}
      items={items}
      trigger={
        <button type="button" className="avatar-button" aria-label={t('account_menu')}>
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
  );
}
