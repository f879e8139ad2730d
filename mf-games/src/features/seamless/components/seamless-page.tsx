import { Gamepad2, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ParcelProps } from 'shared-contracts';
import { EmptyState, ErrorPanel } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { launchGame } from '../api/launch-game';
import '../i18n';

/**
 * /seamless?vassalage=&gameCode=&gameType=&nodeId=&room=: launches the game (a fresh one-time URL on every visit)
 * and shows it in a frame; no footer, no side menu. Leaving (or a finished round) refreshes the balance.
 */
export function SeamlessPage({ location, bus, navigate }: ParcelProps) {
  const { t, i18n } = useTranslation(NS);
  const q = new URLSearchParams(location.search);
  const vassalage = q.get('vassalage') ?? '';
  const gameCode = q.get('gameCode') ?? undefined;
  const gameType = q.get('gameType') ?? undefined;
  const nodeId = Number(q.get('nodeId')) || undefined;
  // A PVP room chosen in the lobby: the vendor's page opens it (its `room` parameter).
  const room = q.get('room');
  const [url, setUrl] = useState<string | null>(null);
  const [fun, setFun] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!vassalage) return;
    let live = true;
    setFailed(false);
    launchGame({ vassalage, gameCode, gameType, nodeId }, i18n.language)
      .then((r) => {
        if (!live) return;
        setUrl(room ? `${r.url}${r.url.includes('?') ? '&' : '?'}room=${encodeURIComponent(room)}` : r.url);
        setFun(r.fun);
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (isApiError(e) && e.code === 'TRIAL_FORBIDDEN') {
          bus.emit('prompt:show', { message: 'in_need_true_account' });
          return navigate('/index');
        }
        // 401 already opened the login modal (session:expired).
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [vassalage, gameCode, gameType, nodeId, room, i18n.language, attempt, bus, navigate]);

  // The game tells us when a round moved money; leaving the page refreshes the header too.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: string } | null;
      if (data?.type === 'balance:changed') bus.emit('balance:changed', {});
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      bus.emit('balance:changed', {});
    };
  }, [bus]);

  if (!vassalage) return <EmptyState title={t('seamless_none')} icon={<Gamepad2 />} />;
  if (failed) return <ErrorPanel message={t('launch_failed')} onRetry={() => setAttempt((a) => a + 1)} />;
  return (
    <section className="games-seamless" data-testid="seamless" aria-busy={!url} aria-label={t('seamless_title')}>
      {fun ? (
        <p className="games-fun-mode">
          <Info aria-hidden />
          {t('fun_mode')}
        </p>
      ) : (
        <span />
      )}
      {url ? (
        <iframe title={gameCode ?? vassalage} src={url} className="games-seamless-frame" allow="fullscreen" />
      ) : (
        <div className="games-seamless-loading">
          <span className="ui-spinner" aria-hidden />
          <span>{t('seamless_loading')}</span>
        </div>
      )}
    </section>
  );
}
