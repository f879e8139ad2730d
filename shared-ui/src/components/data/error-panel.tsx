import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';

/** The "could not load" panel with a retry button (lists, parcels and the shell's fallback). */
export function ErrorPanel({ onRetry, detail, message }: { onRetry?: () => void; detail?: string; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="ui-error-panel" data-detail={detail}>
      <TriangleAlert aria-hidden className="ui-error-icon" />
      <p>{message ?? t('remote_failed')}</p>
      {onRetry && <Button onClick={onRetry}>{t('remote_retry')}</Button>}
    </div>
  );
}
