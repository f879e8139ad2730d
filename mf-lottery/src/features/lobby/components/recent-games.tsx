import { useTranslation } from 'react-i18next';
import type { MenuGame } from 'shared-contracts/lottery';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { gameName } from '../../../lib/games';
import { useRecentGames } from '../api/get-recent-games';
import '../i18n';

/** The member's recently played games of this page as quick links (nothing when there are none). */
export function RecentGames({
  prizeMode,
  games,
  onOpen,
}: {
  prizeMode: 'LOTT' | 'ELOTT' | null;
  games: readonly MenuGame[];
  onOpen: (game: MenuGame) => void;
}) {
  const { t } = useTranslation(NS);
  const recent = useRecentGames(prizeMode);
  const list = (recent.data?.list ?? []).flatMap((r) => games.filter((g) => g.gameCode === r.gameCode));
  if (list.length === 0) return null;
  return (
    <section className="lottery-recent" aria-labelledby="lottery-recent" data-testid="lottery-recent">
      <h2 id="lottery-recent" className="lottery-group-title">
        {t('recent')}
      </h2>
      <div className="lottery-chips">
        {list.map((g) => (
          <Button key={g.gameCode} size="sm" variant="secondary" onClick={() => onOpen(g)}>
            {gameName(t, g.gameCode)}
          </Button>
        ))}
      </div>
    </section>
  );
}
