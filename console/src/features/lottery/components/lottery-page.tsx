import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from 'shared-ui';
import { useCan, useOperator } from '../../../lib/operator';
import { NS } from '../i18n';
import { DrawsSection } from './draws-section';
import { OddsSection } from './odds-section';

/** /console/lottery: draws by game with the brand's stakes, cancelling one, and the brand's odds (issue 29). */
export function LotteryPage() {
  const { t } = useTranslation(NS);
  const { oneMerchant: merchant } = useOperator();
  const canWrite = useCan()('lottery.write');
  return (
    <Page title={t('title')} testId="lottery-page">
      {!merchant ? (
        <EmptyState title={t('no_brand')} />
      ) : (
        <>
          <p className="console-muted">{t('intro', { code: merchant })}</p>
          <DrawsSection merchant={merchant} canCancel={canWrite} />
          <OddsSection merchant={merchant} canEdit={canWrite} />
        </>
      )}
    </Page>
  );
}
