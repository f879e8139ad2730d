import { ChevronDown, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { Announcement } from 'shared-contracts/engagement';
import { Badge, Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/**
 * One announcement: its title, a promotion mark and its date; opened, its HTML content and, for a promotion, the
 * go-to-promotion button (SPEC §2 publicModal).
 */
export function AnnouncementItem({
  item,
  open,
  onToggle,
  onPromotion,
}: {
  item: Announcement;
  open: boolean;
  onToggle: () => void;
  onPromotion: () => void;
}) {
  const { t } = useTranslation(NS);
  const bodyId = `announcement-${item.id}`;
  return (
    <article className={`ann-item${open ? ' is-open' : ''}`} data-testid="announcement" aria-label={item.title}>
      <Button variant="ghost" className="ann-toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="ann-summary">
          <span className="ann-title">{item.title}</span>
          <span className="ann-meta">
            {item.promotionType && <Badge tone="primary">{t('ann_promotion')}</Badge>}
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, { seconds: true })}</time>
          </span>
        </span>
        <ChevronDown aria-hidden className="ann-chevron" />
      </Button>
      {open && (
        <div id={bodyId} className="ann-body">
          {/* Sanitised by the server when it was stored (platform-api infra/sanitize.ts). */}
          <div className="ann-content" dangerouslySetInnerHTML={{ __html: item.content }} />
          {item.promotionType && (
            <Button variant="primary" icon={<Gift aria-hidden />} onClick={onPromotion}>
              {t('ann_go_promotion')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
