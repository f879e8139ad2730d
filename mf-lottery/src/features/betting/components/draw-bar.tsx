import { Hash, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Draw } from 'shared-contracts/lottery';
import { Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { Countdown } from '../../../components/countdown';
import '../i18n';

/** The draw open now: its number, the time left to bet (or "drawing"), and its published seed hash. */
export function DrawBar({ draw, now }: { draw: Draw | null; now: Date }) {
  const { t } = useTranslation(NS);
  if (!draw)
    return (
      <div className="ui-card lottery-draw-bar" aria-busy="true">
        <Skeleton height={48} />
      </div>
    );
  const open = draw.status === 'OPEN' && now.getTime() < Date.parse(draw.closesAt);
  return (
    <section
      className="ui-card lottery-draw-bar"
      data-testid="draw-bar"
      aria-label={t('draw_no', { numero: draw.numero })}
    >
      <p className="lottery-draw-numero" data-testid="draw-numero">
        {t('draw_no', { numero: draw.numero })}
      </p>
      <p className="lottery-draw-timer">
        <Timer aria-hidden size={18} />
        {open ? (
          <>
            <span>{t('closes_in')}</span>
            <Countdown until={draw.closesAt} now={now} testId="draw-countdown" />
          </>
        ) : (
          <span data-testid="draw-closed">{t('drawing_now')}</span>
        )}
      </p>
      <p className="lottery-draw-hash">
        <Hash aria-hidden size={14} />
        <span className="ui-muted">{t('seed_hash')}</span>
        <code data-testid="draw-seed-hash">{draw.seedHash}</code>
      </p>
      {!open && <p className="ui-muted lottery-draw-note">{t('betting_closed')}</p>}
    </section>
  );
}
