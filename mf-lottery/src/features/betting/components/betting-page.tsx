import { History, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import type { Draw, MenuGame } from 'shared-contracts/lottery';
import { Button, Page, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { BackToLobby } from '../../../components/back-to-lobby';
import { useClockOffset, useServerNow } from '../../../hooks/use-server-now';
import { gameName, scheduleText } from '../../../lib/games';
import { useOpenedDraw } from '../api/get-opened-draw';
import { useDrawCycle } from '../hooks/use-draw-cycle';
import { BetSlip } from './bet-slip';
import { DrawBar } from './draw-bar';
import { LatestResult } from './latest-result';
import { MyBets } from './my-bets';
import '../../../components/i18n';
import '../i18n';

/**
 * The betting page (`lottoView` betting): the open draw and its countdown, the bet slip, the latest result
 * board and the member's bets. Follows the draws as they close, draw and settle.
 */
export function BettingPage({
  game,
  bus,
  navigate,
  basePath,
  backUrl,
}: Pick<ParcelProps, 'bus' | 'navigate' | 'basePath'> & { game: MenuGame; backUrl: string | null }) {
  const { t } = useTranslation(NS);
  const trial = useSessionValue('isTrial') === true;
  const opened = useOpenedDraw(game.gameCode, game.prizeMode);
  const now = useServerNow(useClockOffset(opened.data?.serverTime));
  const open: Draw | null = opened.data?.open ?? null;
  const last: Draw | null = opened.data?.last ?? null;
  const changes = useDrawCycle(open, last, now, opened.loading, opened.reload);
  const [placed, setPlaced] = useState(0);
  const closed = !open || open.status !== 'OPEN' || now.getTime() >= Date.parse(open.closesAt);

  // A new result or its settlement may have paid the member: the header reads the balance again.
  useEffect(() => {
    if (changes > 0) bus.emit('balance:changed', {});
  }, [changes, bus]);

  const here = (q: Record<string, string>) => navigate(`${basePath}?${new URLSearchParams(q).toString()}`);
  const actions = (
    <div className="lottery-links">
      <BackToLobby navigate={navigate} to={backUrl ?? `${basePath}?view=lobby`} />
      <Button
        size="sm"
        icon={<History aria-hidden />}
        onClick={() => here({ view: 'results', gameCode: game.gameCode })}
      >
        {t('results_link')}
      </Button>
      <Button
        size="sm"
        icon={<ShieldCheck aria-hidden />}
        onClick={() => here({ view: 'verify', gameCode: game.gameCode })}
      >
        {t('verify_link')}
      </Button>
    </div>
  );

  return (
    <Page title={gameName(t, game.gameCode)} testId="lottery-betting" actions={actions}>
      <p className="ui-muted lottery-subtitle">
        {scheduleText(t, game)} · {t('prize_mode', { mode: t(`mode_${game.prizeMode}`) })}
      </p>
      {trial && (
        <p className="lottery-notice" role="note">
          {t('trial_notice')}
        </p>
      )}
      <DrawBar draw={open} now={now} />
      <div className="lottery-betting-grid">
        <BetSlip
          game={game}
          draw={open}
          closed={closed}
          trial={trial}
          onTrial={() => bus.emit('prompt:show', { message: 'in_need_true_account' })}
          onPlaced={(balance) => {
            bus.emit('balance:changed', { balance });
            setPlaced((p) => p + 1);
          }}
          onRefused={opened.reload}
        />
        <div className="lottery-side">
          <LatestResult
            last={last}
            structure={game.structure}
            loading={opened.loading}
            failed={!!opened.error && !opened.data}
            onRetry={opened.reload}
            onVerify={(d) => here({ view: 'verify', gameCode: d.gameCode, numero: d.numero })}
          />
          <MyBets gameCode={game.gameCode} refresh={changes + placed} />
        </div>
      </div>
    </Page>
  );
}
