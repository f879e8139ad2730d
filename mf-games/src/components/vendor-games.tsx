import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from 'shared-contracts';
import { Pager, TextField } from 'shared-ui';
import { NS } from '../config/i18n';
import { useGameList } from '../api/get-game-list';
import { GameGrid } from './game-grid';
import './i18n';

const SEARCH_DELAY_MS = 300;

/** A vendor's (or a category's) games with name search and paging, 20 a page. */
export function VendorGames({ vassalage, gameType }: { vassalage?: string; gameType?: GameCategory }) {
  const { t, i18n } = useTranslation(NS);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setKeyword(typed);
      setPageNo(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [typed]);
  useEffect(() => {
    setPageNo(1);
    setTyped('');
  }, [vassalage, gameType]);
  const { page, loading, error, reload } = useGameList(
    { ...(vassalage ? { vassalage } : {}), ...(gameType ? { gameType } : {}), keyword, pageNo },
    i18n.language,
  );
  return (
    <section className="games-section" data-testid="vendor-games" aria-busy={loading}>
      <div className="games-search" role="search">
        <TextField
          type="search"
          label={t('search')}
          hideLabel
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('search_hint')}
          prefix={<Search aria-hidden />}
          autoComplete="off"
        />
        {page && (
          <p className="games-search-count" aria-live="polite">
            {t('results', { count: page.total })}
          </p>
        )}
      </div>
      <GameGrid
        games={page?.games ?? []}
        loading={loading}
        error={error}
        onRetry={reload}
        empty={keyword.trim() ? t('no_games') : t('no_games_yet')}
        emptyHint={keyword.trim() ? t('no_games_hint') : undefined}
      />
      {page && <Pager page={page.pageNo} pages={page.totalPages} onPage={setPageNo} />}
    </section>
  );
}
