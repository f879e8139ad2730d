import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from 'shared-contracts';
import { ErrorPanel, Pager } from 'shared-ui';
import { NS } from '../config/i18n';
import { useGameList } from '../api/get-game-list';
import { GameTile } from './game-tile';

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
    <section className="vendor-games" data-testid="vendor-games" aria-busy={loading}>
      <label className="search">
        {t('search')}
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('search_hint')} />
      </label>
      {error && <ErrorPanel detail={t('load_failed')} onRetry={reload} />}
      {page && (
        <>
          <p className="result-count">{t('results', { count: page.total })}</p>
          <div className="game-grid">
            {page.games.map((g) => (
              <GameTile key={g.nodeId} game={g} />
            ))}
          </div>
          {page.total === 0 && <p>{t('no_games')}</p>}
          <Pager page={page.pageNo} pages={page.totalPages} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
