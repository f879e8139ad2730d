import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An accessible modal dialog; `onClose` omitted means no close button (e.g. security questions). */
export function Modal({ title, onClose, children }: { title: string; onClose?: () => void; children: ReactNode }) {
  const { t } = useTranslation('common');
  const id = useId();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ui-modal-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={id} className="ui-modal">
        <header className="ui-modal-header">
          <h2 id={id}>{title}</h2>
          {onClose && (
            <button type="button" className="ui-modal-close" aria-label={t('close')} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="ui-modal-body">{children}</div>
      </div>
    </div>
  );
}
