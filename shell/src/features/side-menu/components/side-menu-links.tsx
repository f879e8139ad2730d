import { ChevronDown, Headset, Heart, History, House, Gift, Crown, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { bus, categoryPath, isModuleEnabled, openVendor } from 'shared-contracts';
import { Skeleton, useSessionValue } from 'shared-ui';
import { useServiceHours } from '../../../hooks/use-service-hours';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Category rows held while the lanes load (the demo brands have eight). */
const LANE_PLACEHOLDERS = 8;

/**
 * The side menu's entries (SPEC §2): home, categories with their vendors and "all", favourites, recent,
 * promotions, VIP, customer service. `onNavigate` runs after a choice (the phone drawer closes).
 */
export function SideMenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { lanes, lanesReady = true, enabled, config } = useShell();
  const [openCat, setOpenCat] = useState<string | null>(null);
  const games = enabled.has('mf_games');
  const member = enabled.has('mf_member');
  // SPEC §2/§6: VIP when the merchant has it on (VIP3); a trial has no VIP level (the VIP section is in the
  // member centre's securityCenter, which a trial cannot open).
  const isTrial = useSessionValue('isTrial') ?? false;
  const vip = member && !isTrial && isModuleEnabled(config.whitelabel, 'VIP3');
  const hours = useServiceHours(config.customerService);
  const done = () => onNavigate?.();
  return (
    <ul className="side-links">
      <li>
        <NavLink to="/index" onClick={done}>
          <House aria-hidden />
          {t('common:nav_home')}
        </NavLink>
      </li>
      {/* The categories' places while they load, so the links below them do not jump (CLS). */}
      {!lanesReady &&
        Array.from({ length: LANE_PLACEHOLDERS }, (_, i) => (
          <li key={`placeholder-${i}`} className="side-link-placeholder" aria-hidden>
            <Skeleton width="70%" />
          </li>
        ))}
      {lanes.map((lane) => {
        const open = openCat === lane.gameCategory;
        return (
          <li key={lane.gameCategory}>
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpenCat((c) => (c === lane.gameCategory ? null : lane.gameCategory))}
            >
              <span className="side-cat-dot" aria-hidden />
              {t(`common:cat_${lane.gameCategory}` as string)}
              <ChevronDown aria-hidden className={`side-chevron${open ? ' is-open' : ''}`} />
            </button>
            {open && (
              <ul className="side-vendors">
                <li>
                  <NavLink to={categoryPath(lane.gameCategory)} end onClick={done}>
                    {t('common:all')}
                  </NavLink>
                </li>
                {lane.vendors.map((v) => (
                  <li key={v.vassalage}>
                    <button type="button" onClick={() => (openVendor(v, bus, navigate), done())}>
                      {v.displayName}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
      {games && (
        <>
          <li>
            <NavLink to="/favorite" onClick={done}>
              <Heart aria-hidden />
              {t('favorites')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/recent" onClick={done}>
              <History aria-hidden />
              {t('recent')}
            </NavLink>
          </li>
        </>
      )}
      {member && (
        <li>
          <NavLink to="/promotions" onClick={done}>
            <Gift aria-hidden />
            {t('promotions')}
          </NavLink>
        </li>
      )}
      {vip && (
        <li>
          <NavLink to="/member?page=securityCenter" onClick={done}>
            <Crown aria-hidden />
            {t('vip')}
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to="/download" onClick={done}>
          <Smartphone aria-hidden />
          {t('download_app')}
        </NavLink>
      </li>
      <li>
        <a
          href={config.customerService.url}
          target="_blank"
          rel="noreferrer"
          title={hours ? t('common:cs_hours_label', { hours }) : undefined}
        >
          <Headset aria-hidden />
          {t('customer_service')}
        </a>
      </li>
    </ul>
  );
}
