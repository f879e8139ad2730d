import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui';
import { useNotice } from '../../../api/get-notice';
import { NS } from '../../../config/i18n';

/** noticeModal (SPEC §2): the player notices, opened at `index`, with previous / next. */
export function NoticeModal({ index, onClose }: { index: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { notice } = useNotice();
  const items = notice?.player ?? [];
  const [at, setAt] = useState(index);
  const item = items[at];
  return (
    <Modal title={t('notice_title')} onClose={onClose}>
      {item && (
        <article data-testid="notice" data-index={at}>
          <h3>{item.title}</h3>
          {/* Sanitised on the server when stored. */}
          <div dangerouslySetInnerHTML={{ __html: item.content }} />
        </article>
      )}
      {items.length > 1 && (
        <div className="modal-actions">
          <button type="button" className="btn" disabled={at === 0} onClick={() => setAt(at - 1)}>
            {t('previous')}
          </button>
          <button type="button" className="btn" disabled={at >= items.length - 1} onClick={() => setAt(at + 1)}>
            {t('next')}
          </button>
        </div>
      )}
    </Modal>
  );
}
