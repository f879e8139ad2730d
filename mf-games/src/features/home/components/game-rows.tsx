import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, Vendor } from 'shared-contracts';
import { EmptyState, ErrorPanel } from 'shared-ui';
import { Carousel } from '../../../components/carousel';
import { GameTile } from '../../../components/game-tile';
import { LazyImage } from '../../../components/lazy-image';
import { RowSkeleton } from '../../../components/skeletons';
import { VendorTile } from '../../../components/vendor-tile';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';
import { useHotGames } from '../api/get-hot-games';
import '../../../components/i18n';
import '../i18n';

/** A carousel of game tiles. */
export const GameRow = memo(function GameRow({
  label,
  games,
  testId,
}: {
  label: string;
  games: readonly Game[];
  testId: string;
}) {
  return (
    <Carousel<Game>
      label={label}
      heading={label}
      testId={testId}
      items={games}
      itemKey={(g) => g.nodeId}
      render={(g) => <GameTile game={g} />}
    />
  );
});

/** The hot games row, headed by the w_hotgames banner when there is one; with its loading, error and empty states. */
export const HotGamesRow = memo(function HotGamesRow() {
  const { t, i18n } = useTranslation(NS);
  const hot = useHotGames(i18n.language);
  const banners = useBanners('w_hotgames');
  const banner = banners.banners[0];
  const games = hot.data?.list ?? [];
  // While the banner group loads, its box holds the heading's place (a brand with a hot-games banner moves nothing).
  // Near the top of every screen and the page's largest picture on a desktop (its LCP): loaded at once.
  const heading = banner ? (
    <LazyImage src={banner.url} alt={banner.title} width={1200} height={360} className="games-row-banner" priority />
  ) : banners.loading ? (
    <span className="ui-skeleton games-row-banner" aria-hidden />
  ) : (
    t('hot_games')
  );
  const placeholder = hot.error ? (
    <ErrorPanel message={t('load_failed')} onRetry={hot.reload} />
  ) : hot.loading && games.length === 0 ? (
    <RowSkeleton />
  ) : games.length === 0 ? (
    <EmptyState title={t('hot_none')} />
  ) : undefined;
  return (
    <Carousel<Game>
      label={t('hot_games')}
      heading={heading}
      placeholder={placeholder}
      testId="hot-games"
      items={games}
      itemKey={(g) => g.nodeId}
      render={(g) => <GameTile game={g} />}
    />
  );
});

/** A category's vendors as a carousel of vendor cards (SPEC §2 home rows). */
export const VendorRow = memo(function VendorRow({
  label,
  vendors,
  loading,
  onOpen,
}: {
  label: string;
  vendors: readonly Vendor[];
  loading: boolean;
  onOpen: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation(NS);
  const placeholder =
    loading && vendors.length === 0 ? (
      <RowSkeleton kind="vendor" />
    ) : vendors.length === 0 ? (
      <EmptyState title={t('no_vendors')} />
    ) : undefined;
  return (
    <Carousel<Vendor>
      label={label}
      heading={label}
      placeholder={placeholder}
      items={vendors}
      itemKey={(v) => v.vassalage}
      render={(v) => <VendorTile vendor={v} onOpen={() => onOpen(v)} />}
    />
  );
});
