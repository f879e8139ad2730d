import { Gift, PackageX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsItem } from 'shared-contracts/engagement';
import { Button, EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { usePointsRewards } from '../api/list-points-rewards';
import { formatPoints } from './points-format';
import { RedeemDialog } from './redeem-dialog';
import '../i18n';

/** The catalogue: a card per item (image, name, cost, stock) whose button opens the redeem dialog. */
export function MallTab({
  lang,
  balance,
  navigate,
  onRedeemed,
}: {
  lang: 'EN' | 'TY';
  balance: number;
  navigate: (to: string) => void;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation(NS);
  const rewards = usePointsRewards({ lang });
  const [chosen, setChosen] = useState<PointsItem | null>(null);
  const items = rewards.data?.list ?? [];

  if (rewards.error) return <ErrorPanel message={t('mall_failed')} onRetry={rewards.reload} />;
  if (rewards.loading && !rewards.data)
    return (
      <div className="pts-grid" role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={260} radius={8} />
        ))}
      </div>
    );
  if (items.length === 0)
    return (
      <div className="ui-card">
        <EmptyState title={t('mall_empty')} icon={<Gift />} />
      </div>
    );
  return (
    <>
      <ul className="pts-grid" aria-label={t('mall_list')} data-testid="points-items">
        {items.map((item) => (
          <li key={item.id}>
            <article className="ui-card pts-item" aria-labelledby={`pts-item-${item.id}`}>
              {item.imageUrl ? (
                <img className="pts-item-image" src={item.imageUrl} alt="" loading="lazy" />
              ) : (
                <span className="pts-item-image pts-item-placeholder" aria-hidden>
                  <Gift />
                </span>
              )}
              <div className="pts-item-body">
                <h3 id={`pts-item-${item.id}`} className="pts-item-name">
                  {item.name}
                </h3>
                {item.description && <p className="pts-item-text">{item.description}</p>}
                <p className="pts-item-cost">{t('points_value', { points: formatPoints(item.cost) })}</p>
                <p className={`pts-item-stock${item.stock === 0 ? ' is-out' : ''}`}>
                  {item.stock === 0 ? (
                    <>
                      <PackageX aria-hidden />
                      {t('item_out')}
                    </>
                  ) : (
                    t('item_stock', { count: item.stock })
                  )}
                </p>
                <Button
                  variant="primary"
                  block
                  disabled={item.stock === 0}
                  aria-label={t('item_redeem_name', { name: item.name })}
                  onClick={() => setChosen(item)}
                >
                  {t('item_redeem')}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {chosen && (
        <RedeemDialog
          item={chosen}
          lang={lang}
          balance={balance}
          navigate={navigate}
          onClose={() => setChosen(null)}
          onDone={() => {
            setChosen(null);
            rewards.reload();
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
