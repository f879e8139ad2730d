import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ParcelProps } from 'shared-contracts';
import type { MenuGame } from 'shared-contracts/lottery';
import { Button, EmptyState, ErrorPanel, Page, Pager, Select, Skeleton, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { BackToLobby } from '../../../components/back-to-lobby';
import { ResultBoard } from '../../../components/result-board';
import type { MenusState } from '../../../hooks/use-lottery-menus';
import { useServerNow } from '../../../hooks/use-server-now';
import { gameName } from '../../../lib/games';
import { vnToday } from '../../../lib/time';
import { useResults } from '../api/list-results';
import '../i18n';

const PAGE_SIZE = 5;

/** Results history: a game's results of one day (Vietnam calendar), newest first, each on its board. */
export function ResultsPage({
  menus,
  initialGame,
  navigate,
  basePath,
}: Pick<ParcelProps, 'navigate' | 'basePath'> & { menus: MenusState; initialGame: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const now = useServerNow(menus.clockOffset);
  const [picked, setPicked] = useState(initialGame);
  const [date, setDate] = useState(() => vnToday(now));
  const [pageNo, setPageNo] = useState(1);
  const game: MenuGame | undefined = menus.games.find((g) => g.gameCode === picked) ?? menus.games[0];
  const results = useResults({ gameCode: game?.gameCode ?? '', date, pageNo, pageSize: PAGE_SIZE });
  const list = results.data?.list ?? [];

  let body;
  if (results.error || menus.error)
    body = <ErrorPanel message={t('results_failed')} onRetry={menus.error ? menus.reload : results.reload} />;
  else if ((results.loading || menus.loading) && list.length === 0)
    body = (
      <div role="status" aria-busy="true" className="lottery-results">
        <Skeleton height={240} radius={8} />
      </div>
    );
  else if (!game || list.length === 0) body = <EmptyState title={t('results_none')} hint={t('results_none_hint')} />;
  else
    body = (
      <ol className="lottery-results" data-testid="results-list">
        {list.map((d) => (
          <li key={d.numero} className="ui-card lottery-result">
            <ResultBoard
              structure={game.structure}
              result={d.result ?? {}}
              caption={t('result_of', { numero: d.numero })}
            />
            <p className="lottery-result-foot">
              <span className="ui-muted">
                {t('drawn_at', { time: formatDateTime(d.drawAt, { lang: i18n.language, seconds: true }) })}
              </span>
              <Button
                size="sm"
                variant="ghost"
                icon={<ShieldCheck aria-hidden />}
                onClick={() =>
                  navigate(
                    `${basePath}?${new URLSearchParams({ view: 'verify', gameCode: d.gameCode, numero: d.numero })}`,
                  )
                }
              >
                {t('verify_this')}
              </Button>
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <Page
      title={t('results')}
      testId="lottery-results"
      actions={<BackToLobby navigate={navigate} to={`${basePath}?view=lobby`} />}
    >
      <div className="ui-card lottery-filters">
        <Select
          label={t('results_game')}
          value={game?.gameCode ?? ''}
          onChange={(e) => {
            setPicked(e.target.value);
            setPageNo(1);
          }}
          options={menus.games.map((g) => ({ value: g.gameCode, label: gameName(t, g.gameCode) }))}
        />
        <TextField
          label={t('results_date')}
          type="date"
          value={date}
          max={vnToday(now)}
          onChange={(e) => {
            if (!e.target.value) return;
            setDate(e.target.value);
            setPageNo(1);
          }}
        />
      </div>
      {body}
      {results.data && <Pager page={pageNo} pages={results.data.totalPages} onPage={setPageNo} />}
    </Page>
  );
}
