import { useTranslation } from 'react-i18next';
import { openVendor, type GameCategory, type ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { VendorGames } from '../../../components/vendor-games';
import { VendorList } from '../../../components/vendor-list';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../api/get-game-vendors';
import { LiveLobby } from './live-lobby';
import { PvpRooms } from './pvp-rooms';

/**
 * /live /fish /rng /pvp: providers of the category; `?vassalage=` selects one, whose games are listed (SPEC §2). /live
 * starts with the live lobby: the studio's tables (each card launches its table's game); /pvp with the PVP rooms
 * (issue 30), which launch the selected provider's game on a room.
 */
export function GameListPage({ basePath, location, bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const category = basePath.slice(1).toUpperCase();
  const title = t(`common:cat_${category}`);
  const selected = new URLSearchParams(location.search).get('vassalage');
  const { lanes, loading, error, reload } = useGameVendors();
  const lane = lanes.find((l) => l.gameCategory === category);
  const current = lane?.vendors.find((v) => v.vassalage === selected) ?? lane?.vendors[0];
  return (
    <Page title={title} testId="game-list">
      {category === 'LIVE' && <LiveLobby />}
      {category === 'PVP' && <PvpRooms vassalage={current?.vassalage ?? 'KM'} bus={bus} />}
      <VendorList
        label={t('vendors_title', { category: title })}
        vendors={lane?.vendors ?? []}
        loading={loading}
        error={error}
        onRetry={reload}
        selected={current?.vassalage ?? ''}
        onOpen={(v) =>
          v.isGame === 'VASSALAGE' ? openVendor(v, bus, navigate) : navigate(`${basePath}?vassalage=${v.vassalage}`)
        }
      />
      {current && (
        <section className="games-section" aria-labelledby="selected-vendor">
          <h2 id="selected-vendor" className="games-section-title" data-testid="selected-vendor">
            {current.displayName}
          </h2>
          <VendorGames vassalage={current.vassalage} gameType={category as GameCategory} />
        </section>
      )}
    </Page>
  );
}
