import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';

/** Previous / page x of y / next. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pages')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('page_of', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
