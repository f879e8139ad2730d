import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the page links of SPEC §9 (5 links, 1 margin page, gaps) and next; nothing for a single page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager_label')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager_previous')}
      </button>
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="btn pager-page"
            aria-label={t('pager_page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager_next')}
      </button>
    </nav>
  );
}
