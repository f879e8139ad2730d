import { useTranslation } from 'react-i18next';
import type { Vendor } from 'shared-contracts';
import { NS } from '../config/i18n';

/** A vendor card: icon, name and game count. */
export function VendorTile({ vendor, selected, onOpen }: { vendor: Vendor; selected?: boolean; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      className={`vendor-tile${selected ? ' is-selected' : ''}`}
      aria-pressed={selected}
      data-vendor={vendor.vassalage}
      onClick={onOpen}
    >
      <img src={vendor.iconUrl} alt="" width={64} height={64} loading="lazy" />
      <span className="vendor-tile-name">{vendor.displayName}</span>
      <span className="vendor-tile-count">{t('games_count', { count: vendor.gameCount })}</span>
    </button>
  );
}
