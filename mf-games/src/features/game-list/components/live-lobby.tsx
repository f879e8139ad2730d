import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, session, type LiveTable } from 'shared-contracts';
import { Button, EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useLiveModels } from '../api/get-live-models';
import { LiveChatDialog } from './live-chat-dialog';
import '../i18n';

/** Skeleton cards while the tables load (the final cards' size: nothing moves when they arrive). */
const SKELETONS = 2;

/** Seconds until `closesAt`, ticking every second (0 when past or none). */
function useSecondsLeft(closesAt: string | null): number {
  const left = () => (closesAt ? Math.max(0, Math.ceil((Date.parse(closesAt) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const id = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads closesAt only
  }, [closesAt]);
  return seconds;
}

/** A result chip: baccarat P/B/T, roulette numbers red/black/green. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
function chipTone(game: LiveTable['game'], mark: string): string {
  if (game === 'BACCARAT') return mark === 'P' ? 'blue' : mark === 'B' ? 'red' : 'green';
  const n = Number(mark);
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

/**
 * One table: dealer avatar and name, game, phase with a countdown, recent results, players; "Play" launches it,
 * "Chat" opens the table's chat (members only: a guest gets the login modal).
 */
export function LiveTableCard({ table }: { table: LiveTable }) {
  const { t } = useTranslation(NS);
  const seconds = useSecondsLeft(table.closesAt);
  const betting = table.phase === 'BETTING' && seconds > 0;
  const [chatting, setChatting] = useState(false);
  const launch = () => bus.emit('game:launch', { vassalage: table.vendor, gameCode: table.gameCode, gameType: 'LIVE' });
  const chat = () => (session.get('token') ? setChatting(true) : bus.emit('auth:open', { modal: 'login' }));
  return (
    <li className="games-live-card" data-testid="live-table">
      <div className="games-live-head">
        <span className="games-live-avatar" style={{ background: table.dealer.colour }} aria-hidden>
          {table.dealer.initials}
        </span>
        <span className="games-live-names">
          <strong>{table.name}</strong>
          <span>{t('live_dealer', { name: table.dealer.name })}</span>
        </span>
      </div>
      <p className="games-live-meta">
        <span>{t(`live_game_${table.game}`)}</span>
        <span>{t('live_round', { no: table.roundNo })}</span>
        <span>{t('live_players', { count: table.players })}</span>
      </p>
      <p className="games-live-phase" data-phase={betting ? 'BETTING' : 'DRAWING'}>
        {betting ? t('live_betting', { seconds }) : t('live_drawing')}
      </p>
      <ol className="games-live-results" aria-label={t('live_recent')}>
        {table.results.map((r) => (
          <li key={r.roundNo} className={`games-live-chip games-live-chip-${chipTone(table.game, r.mark)}`}>
            {r.mark}
          </li>
        ))}
      </ol>
      <div className="games-live-actions">
        <Button
          variant="primary"
          className="games-live-play"
          aria-label={t('live_open', { table: table.name })}
          onClick={launch}
        >
          {t('live_play')}
        </Button>
        <Button
          icon={<MessageCircle aria-hidden />}
          aria-label={t('live_chat_open', { table: table.name })}
          onClick={chat}
        >
          {t('live_chat')}
        </Button>
      </div>
      {chatting && <LiveChatDialog table={table} onClose={() => setChatting(false)} />}
    </li>
  );
}

/** The /live page's lobby: a card per live table (SPEC §7 model list), with loading, empty and error states. */
export function LiveLobby() {
  const { t } = useTranslation(NS);
  const models = useLiveModels();
  const tables = models.data?.list ?? [];
  let body;
  if (models.error && tables.length === 0) body = <ErrorPanel message={t('live_failed')} onRetry={models.reload} />;
  else if (models.loading && tables.length === 0)
    body = (
      <ul className="games-live-grid" aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i} className="games-live-card games-live-skeleton" data-testid="live-skeleton">
            <Skeleton height="100%" radius="var(--radius-lg)" />
          </li>
        ))}
      </ul>
    );
  else if (tables.length === 0) body = <EmptyState title={t('live_none')} testId="live-empty" />;
  else
    body = (
      <ul className="games-live-grid">
        {tables.map((table) => (
          <LiveTableCard key={table.code} table={table} />
        ))}
      </ul>
    );
  return (
    <section className="games-section games-live" aria-labelledby="live-lobby-title" data-testid="live-lobby">
      <h2 id="live-lobby-title" className="games-section-title">
        {t('live_lobby')}
      </h2>
      {body}
    </section>
  );
}
