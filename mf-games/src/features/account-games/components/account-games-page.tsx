import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Page, Pager } from 'shared-ui';
import { useFavoritesPage } from '../../../api/list-favorites';
import { GameGrid } from '../../../components/game-grid';
import { NS } from '../../../config/i18n';
import { useRecentGames } from '../api/list-recent-games';
import '../i18n';

const PAGE_SIZE = 20;

function Favorites() {
  const { t } = useTranslation(NS);
  const [pageNum, setPageNum] = useState(1);
  const { data, loading, error, reload } = useFavoritesPage(pageNum, PAGE_SIZE);
  return (
    <>
      <GameGrid
        label={t('favorite_title')}
        games={data?.content ?? []}
        loading={loading}
        error={!!error}
        onRetry={reload}
        empty={t('favorite_none')}
        emptyHint={t('favorite_none_hint')}
      />
      {data && <Pager page={data.pageNum} pages={data.totalPages} onPage={setPageNum} />}
    </>
  );
}

function Recent() {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = useRecentGames();
  return (
    <GameGrid
      label={t('recent_title')}
      games={data?.list ?? []}
      loading={loading}
      error={!!error}
      onRetry={reload}
      empty={t('recent_none')}
      emptyHint={t('recent_none_hint')}
    />
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
