import { useTranslation } from 'react-i18next';

/** The "could not load" panel with a retry button (used by parcels and the shell's fallback). */
export function ErrorPanel({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="ui-error-panel" data-detail={detail}>
      <p>{t('remote_failed')}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('remote_retry')}
        </button>
      )}
    </div>
  );
}
