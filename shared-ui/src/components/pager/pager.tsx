import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../button/button';
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
      <IconButton
        variant="secondary"
        label={t('pager_previous')}
        icon={<ChevronLeft aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'secondary'}
            className="pager-page"
            aria-label={t('pager_page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        variant="secondary"
        label={t('pager_next')}
        icon={<ChevronRight aria-hidden />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
