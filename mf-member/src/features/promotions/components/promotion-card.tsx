import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from 'shared-contracts/engagement';
import { Amount, Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { periodText } from './period';
import { StatusChip } from './status-chip';
import '../i18n';

/** One activity: banner, title, period, reward and status chip; the button opens its details. */
export function PromotionCard({ promotion: p, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <article className="ui-card promo-card" data-testid="promo-card" aria-label={p.title}>
      <img className="promo-banner" src={p.bannerUrl} alt="" loading="lazy" width={1200} height={360} />
      <div className="promo-card-body">
        <div className="promo-card-head">
          <h3 className="promo-title">{p.title}</h3>
          <StatusChip status={p.status} />
        </div>
        <p className="promo-meta promo-period">
          <CalendarDays aria-hidden />
          <span>{periodText(t, p)}</span>
        </p>
        <p className="promo-meta">
          <span>{t(`promo_kind_${p.kind}`)}</span>
          <span aria-hidden>·</span>
          <span>
            {t('promo_reward')} <Amount value={p.rewardAmount} />
          </span>
        </p>
        <Button variant="secondary" block onClick={onOpen} aria-label={t('promo_details_named', { title: p.title })}>
          {t('promo_details')}
        </Button>
      </div>
    </article>
  );
}
