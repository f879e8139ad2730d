import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState } from 'shared-ui';
import { useNotice } from '../../../api/get-notice';
import { NS } from '../../../config/i18n';
import '../../../components/i18n';
import '../i18n';

/** noticeModal (SPEC §2): the player notices, opened at `index`, with previous / next. */
export function NoticeModal({ index, onClose }: { index: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { notice } = useNotice();
  const items = notice?.player ?? [];
  const [at, setAt] = useState(index);
  const item = items[at];
  const footer = items.length > 1 && (
    <>
      <p className="games-notice-pos" aria-live="polite">
        {t('notice_position', { at: at + 1, count: items.length })}
      </p>
      <Button icon={<ChevronLeft aria-hidden />} disabled={at === 0} onClick={() => setAt(at - 1)}>
        {t('previous')}
      </Button>
      <Button disabled={at >= items.length - 1} onClick={() => setAt(at + 1)}>
        {t('next')}
        <ChevronRight aria-hidden />
      </Button>
    </>
  );
  return (
    <Dialog open title={t('notice_title')} onOpenChange={(o) => !o && onClose()} footer={footer || undefined}>
      {item ? (
        <article data-testid="notice" data-index={at}>
          <h3>{item.title}</h3>
          {/* Sanitised on the server when stored. */}
          <div className="games-rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
        </article>
      ) : (
        <EmptyState title={t('notice_none')} />
      )}
    </Dialog>
  );
}
