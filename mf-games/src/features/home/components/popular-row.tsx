import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';
import { Carousel } from '../../../components/carousel';
import { GameTile } from '../../../components/game-tile';
import { RowSkeleton } from '../../../components/skeletons';
import { NS } from '../../../config/i18n';
import { usePopularGames } from '../api/get-popular-games';
import '../../../components/i18n';
import '../i18n';

/** The "Popular" row: the week's most played games (hot games top it up); hidden when there are none. */
export const PopularRow = memo(function PopularRow() {
  const { t, i18n } = useTranslation(NS);
  const popular = usePopularGames(i18n.language);
  const games = popular.data?.list ?? [];
  if (!popular.loading && !popular.error && games.length === 0) return null;
  const placeholder = popular.error ? (
    <ErrorPanel message={t('load_failed')} onRetry={popular.reload} />
  ) : popular.loading && games.length === 0 ? (
    <RowSkeleton />
  ) : undefined;
  return (
    <Carousel<Game>
      label={t('popular_games')}
      heading={t('popular_games')}
      placeholder={placeholder}
      testId="popular-games"
      items={games}
      itemKey={(g) => g.nodeId}
      render={(g) => <GameTile game={g} />}
    />
  );
});
