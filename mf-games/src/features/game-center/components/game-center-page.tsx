import { useTranslation } from 'react-i18next';
import { openVendor, type ParcelProps } from 'shared-contracts';
import { ErrorPanel, Page } from 'shared-ui';
import { VendorTile } from '../../../components/vendor-tile';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../api/get-game-vendors';

/** /sports /esports /lott /elott: the category's providers; choosing one starts it. */
export function GameCenterPage({ basePath, bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const category = basePath.slice(1).toUpperCase();
  const { lanes, error } = useGameVendors();
  const lane = lanes.find((l) => l.gameCategory === category);
  const title = t(`common:cat_${category}`);
  if (error) return <ErrorPanel detail={t('load_failed')} />;
  return (
    <Page title={title} testId="game-center">
      {lane ? (
        <div className="tile-grid">
          {lane.vendors.map((v) => (
            <VendorTile key={v.vassalage} vendor={v} onOpen={() => openVendor(v, bus, navigate)} />
          ))}
        </div>
      ) : (
        <p>{t('no_vendors')}</p>
      )}
    </Page>
  );
}
