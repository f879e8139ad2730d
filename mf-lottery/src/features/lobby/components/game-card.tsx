import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentSlot, type MenuGame } from 'shared-contracts/lottery';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { Countdown } from '../../../components/countdown';
import { gameName, scheduleOf, scheduleText } from '../../../lib/games';

/** A lobby card: the game, its schedule, the draw open now and the time left to bet on it. */
export function GameCard({
  game,
  now,
  busy,
  onOpen,
}: {
  game: MenuGame;
  now: Date;
  busy: boolean;
  onOpen: (game: MenuGame) => void;
}) {
  const { t } = useTranslation(NS);
  const slot = currentSlot(scheduleOf(game), now);
  const closed = now.getTime() >= slot.closesAt.getTime();
  const name = gameName(t, game.gameCode);
  return (
    <li className="ui-card lottery-game-card" data-testid={`lottery-game-${game.gameCode}`}>
      <div className="lottery-game-head">
        <h3 className="lottery-game-name">{name}</h3>
        <p className="ui-muted lottery-game-schedule">{scheduleText(t, game)}</p>
      </div>
      <p className="lottery-game-draw">
        <span>{t('draw_no', { numero: slot.numero })}</span>
        <span className="lottery-game-timer">
          <Clock aria-hidden size={16} />
          {closed ? (
            <span>{t('drawing_now')}</span>
          ) : (
            <>
              <span className="sr-only">{t('closes_in')}</span>
              <Countdown until={slot.closesAt.toISOString()} now={now} />
            </>
          )}
        </span>
      </p>
      <Button
        variant="primary"
        block
        loading={busy}
        onClick={() => onOpen(game)}
        aria-label={`${t('bet_now')}: ${name}`}
      >
        {t('bet_now')}
      </Button>
    </li>
  );
}
