import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from 'shared-contracts';
import { Amount } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { moneyText } from '../../../components/money/amount-schema';

/** Stake still to bet before a withdrawal is allowed (0 once met). */
export const turnoverLeft = (t: WithdrawInfo['turnover']): number => Math.max(0, t.required - t.done);

/** The turnover line: how much more to bet, met, or none required, with a progress bar. */
export function TurnoverStatus({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation(NS);
  const { required, done, met } = info.turnover;
  const pct = required > 0 ? Math.min(100, Math.floor((done / required) * 100)) : 100;
  const text =
    required === 0
      ? t('wd_turnover_none')
      : met
        ? t('wd_turnover_met')
        : t('wd_turnover_more', { amount: moneyText(turnoverLeft(info.turnover), info.currency) });
  return (
    <div className="money-turnover" data-testid="turnover">
      <p className={`money-turnover-text${met ? ' is-met' : ' is-due'}`} data-testid="turnover-status">
        {text}
      </p>
      {required > 0 && (
        <>
          <div
            className={`money-progress${met ? ' is-met' : ''}`}
            role="progressbar"
            aria-label={t('wd_turnover')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={t('wd_turnover_value', {
              done: moneyText(done, info.currency),
              required: moneyText(required, info.currency),
            })}
          >
            <div className="money-progress-bar" style={{ width: `${pct}%` }} />
          </div>
          <p className="member-intro">
            {t('wd_turnover_value', {
              done: moneyText(done, info.currency),
              required: moneyText(required, info.currency),
            })}{' '}
            · {t('wd_turnover_hint')}
          </p>
        </>
      )}
    </div>
  );
}

/** Balance, money held in pending withdrawals, the limits, today's count and the turnover. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation(NS);
  const { limits, currency } = info;
  return (
    <section className="ui-card member-card" aria-labelledby="wd-summary-title">
      <h3 id="wd-summary-title" className="member-card-title">
        <Wallet aria-hidden />
        {t('wd_summary')}
      </h3>
      <dl className="money-facts">
        <div>
          <dt>{t('wd_balance')}</dt>
          <dd>
            <Amount value={info.balance} currency={currency} testId="withdraw-balance" />
          </dd>
        </div>
        <div>
          <dt>{t('wd_held')}</dt>
          <dd>
            <Amount value={info.held} currency={currency} testId="withdraw-held" />
          </dd>
        </div>
        <div>
          <dt>{t('wd_limits')}</dt>
          <dd>
            {t('wd_limits_value', {
              min: moneyText(limits.minAmount, currency),
              max: moneyText(limits.maxAmount, currency),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('wd_today')}</dt>
          <dd>{t('wd_today_value', { used: limits.usedToday, max: limits.dailyCount })}</dd>
        </div>
      </dl>
      <TurnoverStatus info={info} />
    </section>
  );
}
