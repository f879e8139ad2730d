import { useTranslation } from 'react-i18next';
import { openVendor, type Game, type ParcelProps, type Vendor } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';
import { useGameVendors } from '../../../api/get-game-vendors';
import { Carousel } from '../../../components/carousel';
import { GameTile } from '../../../components/game-tile';
import { VendorTile } from '../../../components/vendor-tile';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';
import { useHotGames } from '../api/get-hot-games';
import { previewVendors, useVendorPreviews } from '../hooks/use-vendor-previews';
import { BannerCarousel } from './banner-carousel';
import { NoticeBar } from './notice-bar';
import { Popups } from './popups';
import { WinnersBoard } from './winners-board';

/** Category rows after the vendor previews; `optional` ones only when they have vendors (SPEC §2). */
const CATEGORY_ROWS = [
  { cat: 'RNG', optional: false },
  { cat: 'PVP', optional: true },
  { cat: 'FISH', optional: false },
  { cat: 'LIVE', optional: true },
  { cat: 'SPORTS', optional: true },
] as const;

/** /index and /help: banners, notice bar, hot games, vendor previews, category rows, winners (SPEC §2 Home page). */
export function HomePage({ bus, navigate }: ParcelProps) {
  const { t, i18n } = useTranslation(NS);
  const { lanes, loading, error } = useGameVendors();
  const hot = useHotGames(i18n.language);
  const hotBanner = useBanners('w_hotgames')[0];
  const previews = useVendorPreviews(previewVendors(lanes), i18n.language);
  if (error) return <ErrorPanel detail={t('load_failed')} />;
  const gameRow = (label: string, games: Game[], testId: string) => (
    <Carousel<Game>
      label={label}
      testId={testId}
      items={games}
      itemKey={(g) => g.nodeId}
      render={(g) => <GameTile game={g} />}
    />
  );
  return (
    <section className="home" data-testid="home-page" aria-busy={loading}>
      <h1 className="sr-only">{t('home_title')}</h1>
      <BannerCarousel navigate={navigate} />
      <NoticeBar />
      <section className="home-row" aria-labelledby="hot-title">
        <h2 id="hot-title">
          {hotBanner ? <img src={hotBanner.url} alt={hotBanner.title} className="row-banner" /> : t('hot_games')}
        </h2>
        {gameRow(t('hot_games'), hot.data?.list ?? [], 'hot-games')}
      </section>
      {previews.map(({ vendor, games }) => (
        <section key={`${vendor.gameCategory}-${vendor.vassalage}`} className="home-row" data-testid="vendor-preview">
          <h2>{vendor.displayName}</h2>
          {gameRow(vendor.displayName, games, `preview-${vendor.vassalage}`)}
        </section>
      ))}
      {CATEGORY_ROWS.map(({ cat, optional }) => {
        const vendors = lanes.find((l) => l.gameCategory === cat)?.vendors ?? [];
        if (optional && vendors.length === 0) return null;
        const label = t(`common:cat_${cat}`);
        return (
          <section key={cat} className="home-lane home-row" aria-label={label}>
            <h2>{label}</h2>
            <Carousel<Vendor>
              label={label}
              items={vendors}
              itemKey={(v) => v.vassalage}
              render={(v) => <VendorTile vendor={v} onOpen={() => openVendor(v, bus, navigate)} />}
            />
          </section>
        );
      })}
      <WinnersBoard />
      <Popups />
    </section>
  );
}
