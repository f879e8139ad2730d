import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney, isApiError } from 'shared-contracts';
import type { Draw, MenuGame, SlipLine } from 'shared-contracts/lottery';
import { Button, Dialog, FormStatus, toast, useRequestId } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { gameName } from '../../../lib/games';
import { placeBets } from '../api/place-bets';
import { slipTotal } from '../slip';
import { SlipLines } from './slip-lines';
import '../i18n';

/**
 * Confirms and places the slip on `draw`. The request id stays the same while the answer is unknown (a lost
 * answer retried is a replay, never a second debit) and changes once the slip is placed or refused, or the slip or
 * draw changes.
 */
export function ConfirmBetsDialog({
  open,
  onClose,
  game,
  draw,
  lines,
  onPlaced,
  onRefused,
}: {
  open: boolean;
  onClose: () => void;
  game: MenuGame;
  draw: Draw;
  lines: readonly SlipLine[];
  onPlaced: (balance: number) => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const requestIds = useRequestId();
  const key = JSON.stringify([draw.numero, lines]);
  useEffect(() => {
    requestIds.forget();
    setStatus(null);
  }, [key, requestIds]);

  const submit = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const r = await placeBets({
        gameCode: game.gameCode,
        numero: draw.numero,
        prizeMode: game.prizeMode,
        requestId: requestIds.for(),
        lines: lines.map((l) => ({ ...l })),
      });
      toast({ title: t('placed', { numero: draw.numero }), tone: 'success' });
      requestIds.forget();
      onPlaced(r.balance);
    } catch (e) {
      requestIds.failed(e);
      if (isApiError(e) && e.code === 'DRAW_CLOSED') onRefused();
      setStatus(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && onClose()}
      title={t('confirm_title')}
      size="sm"
      testId="confirm-bets"
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={submit}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p>
        {t('confirm_body', {
          numero: draw.numero,
          game: gameName(t, game.gameCode),
          lines: lines.length,
          total: formatMoney(slipTotal(lines)),
        })}
      </p>
      <SlipLines lines={lines} />
      <FormStatus status={status} />
    </Dialog>
  );
}
