import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { buttonClass } from 'shared-ui';
import { PAGES_NS as NS } from '../i18n';

const TABS = [
  { to: '/content', key: 'banners', end: true },
  { to: '/content/notices', key: 'notices', end: false },
  { to: '/content/announcements', key: 'announcements', end: false },
  { to: '/content/help', key: 'help', end: false },
] as const;

/** The Content section's pages as links (the current one marked for screen readers by `aria-current`). */
export function ContentTabs() {
  const { t } = useTranslation(NS);
  return (
    <nav aria-label={t('sections')} className="console-row content-tabs">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) => buttonClass(isActive ? 'primary' : 'ghost', 'sm')}
          data-testid={`content-tab-${tab.key}`}
        >
          {t(`tab_${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
