import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { bus, categoryPath, openVendor, type VendorCategory } from 'shared-contracts';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import { useDropMenu } from '../api/get-drop-menu';
import '../i18n';

/** A category has a large drop menu past this many vendors (SPEC §2). */
const LARGE_MENU_AFTER = 10;

/**
 * A category link with its vendors' drop menu: opens on hover and when focus enters (so Tab reaches the
 * vendors), closes when focus leaves or on Escape.
 */
function CategoryEntry({ lane }: { lane: VendorCategory }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const large = lane.vendors.length > LARGE_MENU_AFTER;
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li
      className="nav-entry"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <NavLink
        to={categoryPath(lane.gameCategory)}
        data-category={lane.gameCategory}
        aria-haspopup="true"
        aria-expanded={open}
      >
        {t(`common:cat_${lane.gameCategory}` as string)}
      </NavLink>
      {open && (
        <div className={`nav-drop${large ? ' nav-drop-large' : ''}`} data-testid={`drop-${lane.gameCategory}`}>
          {lane.vendors.map((v) => (
            <button key={v.vassalage} type="button" onClick={() => (setOpen(false), openVendor(v, bus, navigate))}>
              <img src={v.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
              <span>{v.displayName}</span>
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Home, one entry per category with vendors (the drop menu call, menuGroup gamingvenue), promotions (when
 * mf-member is on); desktop only.
 */
export function NavBar() {
  const { t } = useTranslation(NS);
  const { enabled } = useShell();
  const lanes = useDropMenu(enabled.has('mf_games'));
  return (
    <nav className="nav-bar" aria-label={t('main_nav')}>
      <ul>
        <li className="nav-entry">
          <NavLink to="/index">{t('common:nav_home')}</NavLink>
        </li>
        {lanes.map((lane) => (
          <CategoryEntry key={lane.gameCategory} lane={lane} />
        ))}
        {enabled.has('mf_member') && (
          <li className="nav-entry">
            <NavLink to="/promotions">{t('promotions')}</NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
