import { useTranslation } from 'react-i18next';
import { formatDateTime, type Bus } from 'shared-contracts';
import { NEW_MEMBER_DAYS, type Promotion } from 'shared-contracts/engagement';
import { Amount, Dialog } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { periodText } from './period';
import { PromotionAction, type Viewer } from './promotion-action';
import { StatusChip } from './status-chip';
import '../i18n';

/** A raffle's draw facts: winners and entrants, the commitment published from the start, the seed once drawn. */
function RaffleFacts({ raffle }: { raffle: NonNullable<Promotion['raffle']> }) {
  const { t } = useTranslation(NS);
  return (
    <section className="promo-raffle" aria-label={t('promo_raffle')}>
      <p>
        {t('promo_raffle_winners', { count: raffle.winners })} · {t('promo_raffle_entries', { count: raffle.entries })}
        {raffle.drawnAt && <> · {t('promo_raffle_drawn', { time: formatDateTime(raffle.drawnAt) })}</>}
      </p>
      <dl className="promo-facts">
        <dt>{t('promo_raffle_commitment')}</dt>
        <dd className="promo-hash">{raffle.commitment}</dd>
        {raffle.seed && (
          <>
            <dt>{t('promo_raffle_seed')}</dt>
            <dd className="promo-hash">{raffle.seed}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** An activity's details: banner, status, period, audience, reward and turnover, the rules, and what to do. */
export function PromotionDialog({
  promotion: p,
  viewer,
  bus,
  navigate,
  onClose,
  onChanged,
}: {
  promotion: Promotion;
  viewer: Viewer;
  bus: Bus;
  navigate: (to: string) => void;
  onClose: () => void;
  onChanged: (p: Promotion, toastKey: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open title={p.title} onOpenChange={(o) => !o && onClose()} size="lg" testId="promo-dialog">
      <img className="promo-banner" src={p.bannerUrl} alt="" width={1200} height={360} />
      <div className="promo-card-head">
        <StatusChip status={p.status} />
        <span className="promo-kind">{t(`promo_kind_${p.kind}`)}</span>
      </div>
      <dl className="promo-facts">
        <dt>{t('promo_period_label')}</dt>
        <dd>{periodText(t, p)}</dd>
        <dt>{t('promo_audience')}</dt>
        <dd>{t(`promo_audience_${p.audience}`, { days: NEW_MEMBER_DAYS })}</dd>
        <dt>{t('promo_reward')}</dt>
        <dd>
          <Amount value={p.rewardAmount} />
          <span className="promo-turnover">
            {p.turnoverMultiple > 0 ? t('promo_turnover', { multiple: p.turnoverMultiple }) : t('promo_no_turnover')}
          </span>
        </dd>
      </dl>
      {p.raffle && <RaffleFacts raffle={p.raffle} />}
      <section aria-labelledby={`promo-rules-${p.id}`}>
        <h3 id={`promo-rules-${p.id}`} className="promo-section-title">
          {t('promo_rules')}
        </h3>
        {/* Sanitised by the API when the operator stored it (platform-api sanitize-html). */}
        <div className="promo-rules" data-testid="promo-rules" dangerouslySetInnerHTML={{ __html: p.rules }} />
      </section>
      <PromotionAction promotion={p} viewer={viewer} bus={bus} navigate={navigate} onChanged={onChanged} />
    </Dialog>
  );
}
