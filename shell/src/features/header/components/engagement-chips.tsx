import { Coins, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HeaderState } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The member centre page with the VIP section (SPEC §2 securityCenter: my account / VIP level). */
export const VIP_PAGE = '/member?page=securityCenter';
/** The points mall (mf-points). */
export const POINTS_PAGE = '/pointMall';

/** Whole points with thousands separators ("12,345"): points are whole numbers (the ledger's PTS). */
export function formatPoints(points: number): string {
  return Math.trunc(points)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** SPEC §2: the security-points balance shows when the points system is on and the balance is above 0. */
export function pointsToShow(state: HeaderState | null): number | null {
  return state?.pointsEnabled && state.pointsBalance > 0 ? state.pointsBalance : null;
}

/** The header's security-points balance: an icon and the whole points, a link to the points mall when it exists. */
export function PointsChip({ points, linked }: { points: number; linked: boolean }) {
  const { t } = useTranslation(NS);
  const text = formatPoints(points);
  const content = (
    <>
      <Coins aria-hidden className="header-chip-icon" />
      <span className="sr-only">{t('points')}: </span>
      <span>{text}</span>
    </>
  );
  return linked ? (
    <Link to={POINTS_PAGE} className="header-chip header-points" data-testid="points" title={t('points_title')}>
      {content}
    </Link>
  ) : (
    <span className="header-chip header-points" data-testid="points" title={t('points_title')}>
      {content}
    </span>
  );
}

/** The member's VIP level's label beside the account name; a link to the VIP section when the member centre exists. */
export function VipChip({ label, linked }: { label: string; linked: boolean }) {
  const { t } = useTranslation(NS);
  const content = (
    <>
      <Crown aria-hidden className="header-chip-icon" />
      <span className="sr-only">{t('vip_level')}: </span>
      <span>{label}</span>
    </>
  );
  return linked ? (
    <Link to={VIP_PAGE} className="header-chip vip-label" data-testid="vip-label" title={t('vip_title')}>
      {content}
    </Link>
  ) : (
    <span className="header-chip vip-label" data-testid="vip-label">
      {content}
    </span>
  );
}
