import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-contracts';
import { useShell } from '../../../app/config-context';
import { NS } from '../../../config/i18n';

/** Avatar menu: reward center, announcements, records, service, agent, blog (when present), sign out. */
export function AvatarMenu({ isAgent, account }: { isAgent: boolean; account: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { config, enabled } = useShell();
  const [open, setOpen] = useState(false);
  const go = (to: string) => (setOpen(false), navigate(to));
  const blog = config.resources['BLOG'];
  return (
    <div className="avatar-menu">
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden>
          {account.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">{t('account_menu')}</span>
      </button>
      {open && (
        <ul role="menu" aria-label={t('account_menu')}>
          {enabled.has('mf_member') && (
            <>
              <li role="menuitem" onClick={() => go('/member?page=rewardCenter')}>
                {t('reward_center')}
              </li>
              <li role="menuitem" onClick={() => (setOpen(false), bus.emit('member:open', { modal: 'announcements' }))}>
                {t('announcements')}
              </li>
              <li role="menuitem" onClick={() => go('/member?page=personalHistoryCopy')}>
                {t('betting_record')}
              </li>
              <li role="menuitem" onClick={() => go('/member?page=transactionHistory')}>
                {t('account_record')}
              </li>
            </>
          )}
          <li role="menuitem">
            <a href={config.customerService.url} target="_blank" rel="noreferrer">
              {t('customer_service')}
            </a>
          </li>
          {isAgent && (
            <li role="menuitem" onClick={() => go('/agentHome')}>
              {t('agent')}
            </li>
          )}
          {blog && (
            <li role="menuitem">
              <a href={blog.url} target="_blank" rel="noreferrer">
                {t('blog')}
              </a>
            </li>
          )}
          <li role="menuitem" onClick={() => (setOpen(false), bus.emit('auth:logout-request', { confirm: true }))}>
            {t('sign_out')}
          </li>
        </ul>
      )}
    </div>
  );
}
