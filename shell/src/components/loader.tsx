import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';

/** Full-page loader. */
export function Loader() {
  const { t } = useTranslation(NS);
  return (
    <div className="loader" role="status" aria-live="polite">
      {t('common:loading')}
    </div>
  );
}
