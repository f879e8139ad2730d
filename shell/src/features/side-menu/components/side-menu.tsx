import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { bus, categoryPath, isModuleEnabled, openVendor, type Banner } from 'shared-contracts';
import { useShell } from '../../../app/config-context';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';

/** Categories with their vendors and "all", favourites, recent, promotions, VIP, service, banner. */
export function SideMenu() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { lanes, enabled, config } = useShell();
  const [collapsed, setCollapsed] = useState(false);
  const [openCat, setOpenCat] = useState<string | null>(null);
  const banners = useBanners('w_leftmenu');
  const games = enabled.has('mf_games');
  const member = enabled.has('mf_member');
  return (
    <aside className={`side-menu${collapsed ? ' is-collapsed' : ''}`} aria-label={t('side_menu')}>
      <button type="button" className="side-toggle" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        {collapsed ? t('expand') : t('collapse')}
      </button>
      {!collapsed && (
        <ul>
          <li>
            <NavLink to="/index">{t('common:nav_home')}</NavLink>
          </li>
          {lanes.map((lane) => (
            <li key={lane.gameCategory}>
              <button
                type="button"
                aria-expanded={openCat === lane.gameCategory}
                onClick={() => setOpenCat((c) => (c === lane.gameCategory ? null : lane.gameCategory))}
              >
                {t(`common:cat_${lane.gameCategory}` as string)}
              </button>
              {openCat === lane.gameCategory && (
                <ul className="side-vendors">
                  <li>
                    <NavLink to={categoryPath(lane.gameCategory)}>{t('common:all')}</NavLink>
                  </li>
                  {lane.vendors.map((v) => (
                    <li key={v.vassalage}>
                      <button type="button" onClick={() => openVendor(v, bus, navigate)}>
                        {v.displayName}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {games && (
            <>
              <li>
                <NavLink to="/favorite">{t('favorites')}</NavLink>
              </li>
              <li>
                <NavLink to="/recent">{t('recent')}</NavLink>
              </li>
            </>
          )}
          {member && (
            <li>
              <NavLink to="/promotions">{t('promotions')}</NavLink>
            </li>
          )}
          {member && isModuleEnabled(config.whitelabel, 'VIP3') && (
            <li>
              <NavLink to="/member?page=securityCenter">{t('vip')}</NavLink>
            </li>
          )}
          <li>
            <a href={config.customerService.url} target="_blank" rel="noreferrer">
              {t('customer_service')}
            </a>
          </li>
        </ul>
      )}
      {!collapsed &&
        banners.map((b: Banner) => (
          <img key={b.id} className="side-banner" src={b.url} alt={b.title} loading="lazy" data-group="w_leftmenu" />
        ))}
    </aside>
  );
}
