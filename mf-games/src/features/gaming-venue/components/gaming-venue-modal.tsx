import { useTranslation } from 'react-i18next';
import type { Vendor } from 'shared-contracts';
import { Dialog } from 'shared-ui';
import { VendorGames } from '../../../components/vendor-games';
import { NS } from '../../../config/i18n';
import '../i18n';

/** gamingVenueModal (SPEC §2): a VASSALAGE vendor's games, searchable and paged like a game list. */
export function GamingVenueModal({
  vassalage,
  vendor,
  onClose,
}: {
  vassalage: string;
  /** The vendor's card from the vendor list, once it has loaded (name and category). */
  vendor: Vendor | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      size="lg"
      title={t('venue_title', { vendor: vendor?.displayName ?? vassalage })}
      onOpenChange={(o) => !o && onClose()}
    >
      <div data-testid="gaming-venue" data-vendor={vassalage}>
        <VendorGames vassalage={vassalage} {...(vendor ? { gameType: vendor.gameCategory } : {})} />
      </div>
    </Dialog>
  );
}
