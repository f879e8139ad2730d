import { Hash, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Draw } from 'shared-contracts/lottery';
import { NS } from '../../../config/i18n';
import { Countdown } from '../../../components/countdown';
import '../i18n';

/** The draw open now: its number, the time left to bet (or "drawing"), and its published seed hash. */
export function DrawBar({ draw, now }: { draw: Draw | null; now: Date }) {
  const { t } = useTranslation(NS);
  // While the draw loads: the bar's own three lines, so it has its loaded height (nothing below moves).
  if (!draw)
    return (
      <div className="ui-card lottery-draw-bar" aria-busy="true">
        <p className="lottery-draw-numero">{'\u00a0'}</p>
        <p className="lottery-draw-timer">
          <Timer aria-hidden size={18} />
          {'\u00a0'}
        </p>
        <p className="lottery-draw-hash lottery-ghost-text" aria-hidden>
          <Hash aria-hidden size={14} />
          <span className="ui-muted">{t('seed_hash')}</span>
          <code>{'0'.repeat(64)}</code>
        </p>
        <p className="ui-muted lottery-draw-note lottery-ghost-text">{'\u00a0'}</p>
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
      {/* Always there, hidden while betting is open: the bar keeps one height when a draw closes and reopens. */}
      <p className={`ui-muted lottery-draw-note${open ? ' lottery-ghost-text' : ''}`} aria-hidden={open || undefined}>
        {open ? '\u00a0' : t('betting_closed')}
      </p>
    </section>
  );
}
