import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from 'shared-contracts';
import { EmptyState, ErrorPanel, Page, Skeleton } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { useBrandOptions } from '../api/brand-options';
import { useBrands } from '../api/list-brands';
import { NS } from '../i18n';
import { NewBrandForm } from './new-brand-form';

/** /console/brands/new: the form, once the vendors, deposit methods and time zones it offers are read. */
export function NewBrandPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const allowed = useCan()('brands.create');
  const options = useBrandOptions(allowed);
  const brands = useBrands(allowed);
  let body;
  if (!allowed) body = <EmptyState title={t(`${CONSOLE}:forbidden_title`)} />;
  else if (options.error) body = <ErrorPanel message={errorText(t, options.error)} onRetry={options.reload} />;
  else if (!options.data)
    body = (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={320} />
      </div>
    );
  else body = <NewBrandForm options={options.data} brands={brands.data?.list ?? []} />;
  return (
    <Page title={t('new')} testId="new-brand-page" actions={<Link to="..">{t('back')}</Link>}>
      {body}
    </Page>
  );
}
