import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { EmptyState, Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** /promotions (with footer): no offers are published yet, so it says so. */
export function PromotionsPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('promotions')} testId="promotions">
      <p className="member-intro">{t('promotions_intro')}</p>
      <div className="ui-card">
        <EmptyState title={t('promotions_none')} hint={t('promotions_none_hint')} icon={<Gift />} />
      </div>
    </Page>
  );
}
