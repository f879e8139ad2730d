import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Button, EmptyState, ErrorPanel, Page, Skeleton } from 'shared-ui';
import { NS } from '../config/i18n';
import type { MenuArea } from '../api/get-game-menus';
import { BettingPage } from '../features/betting/components/betting-page';
import { LobbyPage } from '../features/lobby/components/lobby-page';
import { ResultsPage } from '../features/results/components/results-page';
import { VerifyPage } from '../features/verify/components/verify-page';
import { WelcomeNote } from '../features/welcome/components/welcome-note';
import { useLotteryMenus } from '../hooks/use-lottery-menus';

const AREAS: Record<string, { area: MenuArea; title: string }> = {
  '/vnLottery': { area: 'VN', title: 'area_vn' },
  '/seaLottery': { area: 'SEA', title: 'area_sea' },
};

/** The launch's back URL when it is a path of this site (never another origin). */
const sameSitePath = (url: string | null): string | null => (url && /^\/(?![/\\])/.test(url) ? url : null);

/**
 * /lottery, /seaLottery, /vnLottery (login required, no footer, no side menu): `?view=` lobby (default),
 * betting (with `gameCode`), results, verify. The VN page shows the VN games, the SEA page the Thai game,
 * /lottery both — in the merchant's prize mode (SPEC §4). The member's first visit shows the welcome (first login).
 */
export function LotteryApp(props: ParcelProps) {
  const { basePath } = props;
  const { area, title } = AREAS[basePath] ?? { area: 'ALL' as const, title: 'area_all' };
  const menus = useLotteryMenus(area);
  // The page waits for the first login's answer, so a welcome arriving above it never pushes it down (CLS).
  if (menus.welcomePending) return <div className="lottery-pending" aria-busy="true" data-testid="loading" />;
  return (
    <>
      <WelcomeNote nickname={menus.welcome} />
      <LotteryView {...props} title={title} menus={menus} />
    </>
  );
}

/** The page's view (`?view=`) over the menus. */
function LotteryView(props: ParcelProps & { title: string; menus: ReturnType<typeof useLotteryMenus> }) {
  const { t } = useTranslation(NS);
  const { basePath, location, navigate, menus, title } = props;
  const q = new URLSearchParams(location.search);
  const gameCode = q.get('gameCode');
  const view = q.get('view') ?? (gameCode ? 'betting' : 'lobby');
  const common = { navigate, basePath, menus };

  if (view === 'verify') return <VerifyPage {...common} initialGame={gameCode} initialNumero={q.get('numero')} />;
  if (view === 'results') return <ResultsPage {...common} initialGame={gameCode} />;
  if (view === 'betting' && gameCode) {
    const game = menus.games.find((g) => g.gameCode === gameCode);
    if (game) return <BettingPage {...props} game={game} backUrl={sameSitePath(q.get('backUrl'))} />;
    return (
      <Page title={t(title)} testId="lottery-betting">
        {menus.error ? (
          <ErrorPanel message={t('lobby_failed')} onRetry={menus.reload} />
        ) : menus.loading ? (
          <Skeleton height={320} radius={12} />
        ) : (
          <EmptyState
            icon={<Ticket />}
            title={t('lobby_empty')}
            hint={t('lobby_empty_hint')}
            action={<Button onClick={() => navigate(`${basePath}?view=lobby`)}>{t('back_lobby')}</Button>}
          />
        )}
      </Page>
    );
  }
  return <LobbyPage {...props} title={t(title)} menus={menus} prizeMode={menus.prizeMode} />;
}
