import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { Bonus } from 'shared-contracts/engagement';
import { Amount, Badge } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The share of the turnover bet, 0–100 (a bonus asking for none is done). */
export const percentDone = (b: Pick<Bonus, 'turnoverDone' | 'turnoverRequired'>): number =>
  b.turnoverRequired <= 0 ? 100 : Math.min(100, Math.floor((b.turnoverDone * 100) / b.turnoverRequired));

/** One bonus: its amount and status, and the turnover bet so far against what it asks, as a progress bar. */
export function BonusRow({ bonus: b }: { bonus: Bonus }) {
  const { t } = useTranslation(NS);
  const percent = percentDone(b);
  return (
    <article className="bd-row" data-testid="bonus-row" aria-label={b.title}>
      <div className="bd-head">
        <p className="rc-title">
          <span>{b.title}</span>
          <Badge tone="neutral">{t(`bd_source_${b.source}`)}</Badge>
        </p>
        <Badge tone={b.status === 'COMPLETED' ? 'success' : 'primary'} testId="bonus-status">
          {t(`bd_status_${b.status}`)}
        </Badge>
      </div>
      <p className="rc-sub">
        {t('bd_amount')} <Amount value={b.amount} /> ·{' '}
        {t('bd_claimed', { time: formatDateTime(b.createdAt, { seconds: true }) })}
      </p>
      {b.turnoverRequired > 0 ? (
        <div className="bd-progress">
          <div
            className="bd-bar"
            role="progressbar"
            aria-label={t('bd_progress', { title: b.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="bd-bar-fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="rc-sub bd-figures" data-testid="bonus-turnover">
            {t('bd_turnover')} <Amount value={b.turnoverDone} /> / <Amount value={b.turnoverRequired} /> ({percent}%)
          </p>
        </div>
      ) : (
        <p className="rc-sub">{t('bd_no_turnover')}</p>
      )}
    </article>
  );
}
