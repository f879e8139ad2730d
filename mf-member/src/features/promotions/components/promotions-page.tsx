import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** /promotions (with footer). */
export function PromotionsPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('promotions')} testId="promotions">
      <p>{t('promotions_intro')}</p>
    </Page>
  );
}
