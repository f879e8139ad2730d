import { useTranslation } from 'react-i18next';
import { openVendor, type GameCategory, type ParcelProps } from 'shared-contracts';
import { ErrorPanel, Page } from 'shared-ui';
import { VendorGames } from '../../../components/vendor-games';
import { VendorTile } from '../../../components/vendor-tile';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../api/get-game-vendors';

/** /live /fish /rng /pvp: providers of the category; `?vassalage=` selects one, whose games are listed (SPEC §2). */
export function GameListPage({ basePath, location, bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const category = basePath.slice(1).toUpperCase();
  const selected = new URLSearchParams(location.search).get('vassalage');
  const { lanes, error } = useGameVendors();
  const lane = lanes.find((l) => l.gameCategory === category);
  if (error) return <ErrorPanel detail={t('load_failed')} />;
  const current = lane?.vendors.find((v) => v.vassalage === selected) ?? lane?.vendors[0];
  return (
    <Page title={t(`common:cat_${category}`)} testId="game-list">
      {!lane && <p>{t('no_vendors')}</p>}
      <div className="tile-grid" role="list">
        {lane?.vendors.map((v) => (
          <VendorTile
            key={v.vassalage}
            vendor={v}
            selected={v.vassalage === current?.vassalage}
            onOpen={() =>
              v.isGame === 'VASSALAGE' ? openVendor(v, bus, navigate) : navigate(`${basePath}?vassalage=${v.vassalage}`)
            }
          />
        ))}
      </div>
      {current && (
        <>
          <h2 data-testid="selected-vendor">{current.displayName}</h2>
          <VendorGames vassalage={current.vassalage} gameType={category as GameCategory} />
        </>
      )}
    </Page>
  );
}
