import { useTranslation } from 'react-i18next';
import { openVendor, type ParcelProps } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';
import { VendorTile } from '../../../components/vendor-tile';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../lib/api/get-game-vendors';

const catKey = (c: string): string => `common:cat_${c}`;

/** /index and /help: the lobby, one row of providers per category with vendors. */
export function HomePage({ bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const { lanes, loading, error } = useGameVendors();
  if (error) return <ErrorPanel detail={t('load_failed')} />;
  return (
    <section className="home" data-testid="home-page" aria-busy={loading}>
      <h1>{t('home_title')}</h1>
      {lanes.map((lane) => (
        <section key={lane.gameCategory} className="home-lane" aria-label={t(catKey(lane.gameCategory))}>
          <h2>{t(catKey(lane.gameCategory))}</h2>
          <div className="tile-row">
            {lane.vendors.map((v) => (
              <VendorTile key={v.vassalage} vendor={v} onOpen={() => openVendor(v, bus, navigate)} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
