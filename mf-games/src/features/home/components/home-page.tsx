import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openVendor, type ParcelProps, type Vendor } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';
import { useGameVendors } from '../../../api/get-game-vendors';
import { SkeletonRows } from '../../../components/skeletons';
import { NS } from '../../../config/i18n';
import { previewVendors, useVendorPreviews } from '../hooks/use-vendor-previews';
import { BannerCarousel } from './banner-carousel';
import { BuildVersion } from './build-version';
import { GameRow, HotGamesRow, VendorRow } from './game-rows';
import { NoticeBar } from './notice-bar';
import { PopularRow } from './popular-row';
import { Popups } from './popups';
import { WinnersBoard } from './winners-board';
import '../../../components/i18n';
import '../i18n';

/** Category rows after the vendor previews; `optional` ones only when they have vendors (SPEC §2). */
const CATEGORY_ROWS = [
  { cat: 'RNG', optional: false },
  { cat: 'PVP', optional: true },
  { cat: 'FISH', optional: false },
  { cat: 'LIVE', optional: true },
  { cat: 'SPORTS', optional: true },
] as const;

/** A category without vendors: one array, so its memoised row does not render again for a new empty one. */
const NO_VENDORS: readonly Vendor[] = [];

/** /index and /help: banners, notice bar, hot games, popular games, vendor previews, category rows, winners (SPEC §2 Home page). */
export function HomePage({ bus, navigate }: ParcelProps) {
  const { t, i18n } = useTranslation(NS);
  const { lanes, loading, error, reload } = useGameVendors();
  const previewed = previewVendors(lanes);
  const previews = useVendorPreviews(previewed, i18n.language);
  // A ghost row for each preview still to come (one while the vendors load), so rows arriving move nothing in view.
  // The rows are memoised: a preview or a lane arriving renders that row alone, not the whole page again.
  const onOpen = useCallback((v: Vendor) => openVendor(v, bus, navigate), [bus, navigate]);
  const pendingPreviews = loading ? 1 : previews.loading ? Math.max(0, previewed.length - previews.rows.length) : 0;
  return (
    <section className="games-home" data-testid="home-page" aria-busy={loading}>
      <h1 className="sr-only">{t('home_title')}</h1>
      <BannerCarousel navigate={navigate} />
      <NoticeBar />
      <HotGamesRow />
      <PopularRow />
      {previews.rows.map(({ vendor, games }) => (
        <GameRow
          key={`${vendor.gameCategory}-${vendor.vassalage}`}
          label={vendor.displayName}
          games={games}
          testId={`preview-${vendor.vassalage}`}
        />
      ))}
      <SkeletonRows count={pendingPreviews} />
      {error ? (
        <ErrorPanel message={t('vendors_failed')} onRetry={reload} />
      ) : (
        CATEGORY_ROWS.map(({ cat, optional }) => {
          const vendors = lanes.find((l) => l.gameCategory === cat)?.vendors ?? NO_VENDORS;
          if (optional && vendors.length === 0) return null;
          return (
            <VendorRow key={cat} label={t(`common:cat_${cat}`)} vendors={vendors} loading={loading} onOpen={onOpen} />
          );
        })
      )}
      <WinnersBoard />
      <BuildVersion />
      <Popups />
    </section>
  );
}
