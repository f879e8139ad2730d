import { History, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ParcelProps } from 'shared-contracts';
import type { MenuGame } from 'shared-contracts/lottery';
import { Button, EmptyState, ErrorPanel, Page, Skeleton, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { launchLottery } from '../../../api/launch-lottery';
import { useServerNow } from '../../../hooks/use-server-now';
import type { MenusState } from '../../../hooks/use-lottery-menus';
import { RecentGames } from './recent-games';
import { GameCard } from './game-card';
import '../../../components/i18n';
import '../i18n';

const GROUPS = [
  { key: 'group_fast', test: (g: MenuGame) => g.area === 'VN' && g.intervalSeconds !== null },
  { key: 'group_daily', test: (g: MenuGame) => g.area === 'VN' && g.intervalSeconds === null },
  { key: 'group_sea', test: (g: MenuGame) => g.area === 'SEA' },
] as const;

/** The lottery lobby (`lottoView` lobby): the games by group with their open draw's countdown, and recent games. */
export function LobbyPage({
  title,
  menus,
  prizeMode,
  navigate,
  basePath,
  location,
}: Pick<ParcelProps, 'navigate' | 'basePath' | 'location'> & {
  title: string;
  menus: MenusState;
  prizeMode: 'LOTT' | 'ELOTT' | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const now = useServerNow(menus.clockOffset);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (g: MenuGame) => {
    setOpening(g.gameCode);
    try {
      const { url } = await launchLottery({
        lottoArea: g.area,
        launchMode: 'LOTT',
        lottoPrizeMode: g.prizeMode,
        lottoGameCode: g.gameCode,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: `${basePath}${location.search}`,
        language: i18n.language,
      });
      navigate(url);
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setOpening(null);
    }
  };

  const links = (
    <div className="lottery-links">
      <Button size="sm" icon={<History aria-hidden />} onClick={() => navigate(`${basePath}?view=results`)}>
        {t('results_link')}
      </Button>
      <Button size="sm" icon={<ShieldCheck aria-hidden />} onClick={() => navigate(`${basePath}?view=verify`)}>
        {t('verify_link')}
      </Button>
    </div>
  );

  return (
    <Page title={title} testId="lottery-lobby" actions={links}>
      {prizeMode && <p className="ui-muted">{t('prize_mode', { mode: t(`mode_${prizeMode}`) })}</p>}
      <RecentGames prizeMode={prizeMode} games={menus.games} onOpen={open} />
      {menus.error ? (
        <ErrorPanel message={t('lobby_failed')} onRetry={menus.reload} />
      ) : menus.loading && menus.games.length === 0 ? (
        <div className="lottery-game-grid" role="status" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={150} radius={12} />
          ))}
        </div>
      ) : menus.games.length === 0 ? (
        <EmptyState title={t('lobby_empty')} hint={t('lobby_empty_hint')} />
      ) : (
        GROUPS.map((group) => {
          const games = menus.games.filter(group.test);
          if (games.length === 0) return null;
          return (
            <section key={group.key} className="lottery-group" aria-labelledby={`lottery-${group.key}`}>
              <h2 id={`lottery-${group.key}`} className="lottery-group-title">
                {t(group.key)}
              </h2>
              <ul className="lottery-game-grid">
                {games.map((g) => (
                  <GameCard key={g.gameCode} game={g} now={now} busy={opening === g.gameCode} onOpen={open} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Page>
  );
}
