import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import { useNotice } from '../../../api/get-notice';

/** The scrolling notice bar; clicking a notice opens the notice modal at its index (SPEC §2). */
export function NoticeBar() {
  const { t } = useTranslation(NS);
  const { notice } = useNotice();
  const items = notice?.player ?? [];
  if (items.length === 0) return null;
  return (
    <div className="notice-bar" role="region" aria-label={t('notices')} data-testid="notice-bar">
      <div className="notice-track">
        {items.map((n, index) => (
          <button
            key={n.id}
            type="button"
            className="link"
            onClick={() => bus.emit('games:open', { modal: 'notice', index })}
          >
            {n.title}
          </button>
        ))}
      </div>
    </div>
  );
}
