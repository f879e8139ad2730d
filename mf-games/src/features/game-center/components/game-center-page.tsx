import { useTranslation } from 'react-i18next';
import { openVendor, type ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { VendorList } from '../../../components/vendor-list';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../api/get-game-vendors';

/** /sports /esports /lott /elott: the category's providers; choosing one starts it. */
export function GameCenterPage({ basePath, bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const category = basePath.slice(1).toUpperCase();
  const { lanes, loading, error, reload } = useGameVendors();
  const lane = lanes.find((l) => l.gameCategory === category);
  const title = t(`common:cat_${category}`);
  return (
    <Page title={title} testId="game-center">
      <VendorList
        layout="grid"
        label={t('vendors_title', { category: title })}
        vendors={lane?.vendors ?? []}
        loading={loading}
        error={error}
        onRetry={reload}
        onOpen={(v) => openVendor(v, bus, navigate)}
      />
    </Page>
  );
}
