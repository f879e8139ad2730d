import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findRoute } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import type { Crumb } from '../hooks/use-trail';
import '../i18n';

/** Home › visited paths; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation(NS);
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        <li>
          <Link to="/index">{t('common:nav_home')}</Link>
        </li>
        {trail.map((c, i) => {
          const label = t(`common:${findRoute(c.path)?.label ?? 'nav_home'}`);
          return (
            <li key={c.path}>
              {i === trail.length - 1 ? (
                <span aria-current="page">{label}</span>
              ) : (
                <Link to={c.path + c.search}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
