import { useTranslation } from 'react-i18next';
import type { ResponseOf, recordsApi } from 'shared-contracts';
import { Amount, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/**
 * The range's totals: stake, payout, profit and loss, deposits credited and withdrawals paid. While `data` loads
 * (null) the same card shows with ghost figures, so nothing below it moves when they arrive.
 */
export function ProfitSummary({
  data,
  range,
}: {
  data: ResponseOf<typeof recordsApi.getProfit> | null;
  range: { from: string; to: string };
}) {
  const { t } = useTranslation(NS);
  const figures = [
    { key: 'stake', label: t('pnl_stake'), value: data?.totals.stake },
    { key: 'payout', label: t('pnl_payout'), value: data?.totals.payout },
    { key: 'profit', label: t('pnl_profit'), value: data?.totals.profit, signed: true },
    { key: 'deposits', label: t('pnl_deposits'), value: data?.deposits },
    { key: 'withdrawals', label: t('pnl_withdrawals'), value: data?.withdrawals },
  ];
  const period = { from: data?.startDate ?? range.from, to: data?.endDate ?? range.to };
  return (
    <section
      className="ui-card records-summary"
      aria-labelledby="pnl-summary-title"
      aria-busy={!data}
      data-testid={data ? 'pnl-summary' : 'pnl-summary-loading'}
    >
      <h3 id="pnl-summary-title" className="member-card-title">
        {t('pnl_summary')}
        <span className="records-sub">{t('pnl_period', period)}</span>
      </h3>
      <dl className="records-figures">
        {figures.map((f) => (
          <div key={f.key} data-testid={`pnl-${f.key}`}>
            <dt>{f.label}</dt>
            <dd>
              {data && f.value !== undefined ? (
                <Amount value={f.value} currency={data.currency} signed={f.signed} />
              ) : (
                // One line of the figure's own text: the ghost is as tall as the amount that replaces it.
                <Skeleton width="6em" height="1lh" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
