import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { buttonClass } from 'shared-ui';
import { NS } from '../i18n';

const TABS = [
  { to: '/games', key: 'vendors', end: true },
  { to: '/games/catalogue', key: 'catalogue', end: false },
] as const;

/** The Games section's pages as links (the current one marked for screen readers by `aria-current`). */
export function GamesTabs() {
  const { t } = useTranslation(NS);
  return (
    <nav aria-label={t('sections')} className="console-row">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) => buttonClass(isActive ? 'primary' : 'ghost', 'sm')}
          data-testid={`games-tab-${tab.key}`}
        >
          {t(`tab_${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
