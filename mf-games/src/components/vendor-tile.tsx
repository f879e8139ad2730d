import { useTranslation } from 'react-i18next';
import type { Vendor } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../config/i18n';
import { LazyImage } from './lazy-image';
import './i18n';

/** The vendor icons are square (the image route draws 120 × 120). */
const VENDOR_ICON_SIZE = 120;

/** A vendor card: icon, name and game count; `selected` marks the vendor whose games are listed. */
export function VendorTile({ vendor, selected, onOpen }: { vendor: Vendor; selected?: boolean; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Button
      className="games-vendor-tile"
      aria-pressed={selected}
      data-testid="vendor-tile"
      data-vendor={vendor.vassalage}
      onClick={onOpen}
    >
      <LazyImage src={vendor.iconUrl} alt="" width={VENDOR_ICON_SIZE} height={VENDOR_ICON_SIZE} />
      <span className="games-vendor-name">{vendor.displayName}</span>
      <span className="games-vendor-count">{t('games_count', { count: vendor.gameCount })}</span>
    </Button>
  );
}
