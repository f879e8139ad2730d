import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { ErrorPanel, Page, Pager } from 'shared-ui';
import { useFavoritesPage } from '../../../api/list-favorites';
import { GameTile } from '../../../components/game-tile';
import { NS } from '../../../config/i18n';
import { useRecentGames } from '../api/list-recent-games';

const PAGE_SIZE = 20;

function Favorites() {
  const { t } = useTranslation(NS);
  const [pageNum, setPageNum] = useState(1);
  const { data, error, reload } = useFavoritesPage(pageNum, PAGE_SIZE);
  if (error) return <ErrorPanel detail={t('load_failed')} onRetry={reload} />;
  if (data && data.content.length === 0) return <p>{t('favorite_none')}</p>;
  return (
    <>
      <div className="game-grid">
        {data?.content.map((g) => (
          <GameTile key={g.nodeId} game={g} />
        ))}
      </div>
      {data && <Pager page={data.pageNum} pages={data.totalPages} onPage={setPageNum} />}
    </>
  );
}

function Recent() {
  const { t } = useTranslation(NS);
  const { data, error, reload } = useRecentGames();
  if (error) return <ErrorPanel detail={t('load_failed')} onRetry={reload} />;
  if (data && data.list.length === 0) return <p>{t('recent_none')}</p>;
  return (
    <div className="game-grid">
      {data?.list.map((g) => (
        <GameTile key={g.nodeId} game={g} />
      ))}
    </div>
  );
}

/** /favorite and /recent: the member's favourites (paged) and the games they launched, newest first. */
export function AccountGamesPage({ basePath }: ParcelProps) {
  const { t } = useTranslation(NS);
  const recent = basePath === '/recent';
  return (
    <Page title={t(recent ? 'recent_title' : 'favorite_title')} testId="account-games">
      {recent ? <Recent /> : <Favorites />}
    </Page>
  );
}
