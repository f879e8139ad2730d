import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** /seamless: the game frame page (no footer, no side menu). */
export function SeamlessPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('seamless_title')} testId="seamless">
      <p>{t('seamless_none')}</p>
    </Page>
  );
}
