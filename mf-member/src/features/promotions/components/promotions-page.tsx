import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import type { Promotion } from 'shared-contracts/engagement';
import { EmptyState, ErrorPanel, Page, Skeleton, toast, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { usePromotions } from '../api/list-promotions';
import { PromotionCard } from './promotion-card';
import { PromotionDialog } from './promotion-dialog';
import '../i18n';

/**
 * /promotions (with footer): the merchant's activities as cards (running, then coming soon, then closed), each
 * opening its details: rules, the draw's facts, and applying or joining. Anyone may look; taking part asks a
 * visitor to log in. The list follows logins and logouts (the member's own state comes with a token).
 */
export function PromotionsPage({ bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const list = usePromotions();
  const { reload } = list;
  const token = useSessionValue('token');
  const trial = useSessionValue('isTrial');
  const [openId, setOpenId] = useState<number | null>(null);
  // The answer of an apply or a join, shown until the list's reload brings it.
  const [changed, setChanged] = useState<Promotion | null>(null);
  useEffect(() => setChanged(null), [list.data]);

  useEffect(() => {
    const offIn = bus.on('auth:login', reload);
    const offOut = bus.on('auth:logout', reload);
    return () => {
      offIn();
      offOut();
    };
  }, [bus, reload]);

  const items = list.data?.list ?? [];
  const opened =
    openId === null ? null : changed?.id === openId ? changed : (items.find((p) => p.id === openId) ?? null);
  const onChanged = (p: Promotion, toastKey: string) => {
    setChanged(p);
    toast({ title: t(toastKey), tone: 'success' });
    reload();
  };

  let body;
  if (list.loading && !list.data)
    body = (
      <div className="promo-grid" role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={280} radius={8} />
        ))}
      </div>
    );
  else if (list.error) body = <ErrorPanel message={t('promotions_failed')} onRetry={reload} />;
  else if (items.length === 0)
    body = (
      <div className="ui-card">
        <EmptyState title={t('promotions_none')} hint={t('promotions_none_hint')} icon={<Gift />} />
      </div>
    );
  else
    body = (
      <ul className="promo-grid" aria-label={t('promotions_list')} data-testid="promo-list">
        {items.map((p) => (
          <li key={p.id}>
            <PromotionCard
              promotion={changed?.id === p.id ? changed : p}
              onOpen={() => (setChanged(null), setOpenId(p.id))}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <Page title={t('promotions')} testId="promotions">
      <p className="member-intro">{t('promotions_intro')}</p>
      {body}
      {opened && (
        <PromotionDialog
          promotion={opened}
          viewer={{ loggedIn: Boolean(token), trial: Boolean(trial) }}
          bus={bus}
          navigate={navigate}
          onClose={() => setOpenId(null)}
          onChanged={onChanged}
        />
      )}
    </Page>
  );
}
