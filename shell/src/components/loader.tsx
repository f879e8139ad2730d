import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';

/** Full-page loader. */
export function Loader() {
  const { t } = useTranslation(NS);
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="ui-spinner loader-spinner" aria-hidden />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
