import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { EmptyState, ErrorPanel, Page, Skeleton } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useBrandLook } from '../api/get-brand-look';
import { NS } from '../i18n';
import { LookEditor } from './look-editor';
import { LookHistory } from './look-history';

/** /console/look: the brand editor of the brand chosen in the header (issue 29). */
export function BrandLookPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: code } = useOperator();
  const look = useBrandLook(code);
  const canPublish = useCan()('merchants.configure');
  let body;
  if (!code) body = <EmptyState title={t('no_brand')} />;
  else if (look.error) body = <ErrorPanel message={errorText(t, look.error)} onRetry={look.reload} />;
  else if (!look.data || look.data.code !== code)
    body = (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={480} />
      </div>
    );
  else
    body = (
      <>
        <p className="console-muted">{t('intro', { code })}</p>
        <LookEditor state={look.data} canPublish={canPublish} onPublished={look.reload} />
        <LookHistory code={code} history={look.data.history} canRevert={canPublish} onReverted={look.reload} />
      </>
    );
  return (
    <Page title={t('title')} testId="brand-look-page">
      {body}
    </Page>
  );
}
