import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from 'shared-contracts/engagement';
import { DataList, Modal, Pager } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementItem } from './announcement-item';
import '../i18n';

/** Where the go-to-promotion button leads (SPEC §2: it opens the reward center). */
export const PROMOTION_TARGET = '/member?page=rewardCenter';

/**
 * publicModal (SPEC §2, §9): the announcements, 9 a page with the pager of 5 page links and 1 margin page; an
 * item opens to its content; a promotion's go-to-promotion button closes the modal and opens the reward centre.
 */
export function AnnouncementsModal({ onClose, navigate }: { onClose: () => void; navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const [pageNo, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const list = useAnnouncements(pageNo);
  const data = list.data;
  // Fewer announcements than before (one ended): show the new last page.
  useEffect(() => {
    if (data && data.totalPages > 0 && data.pageNo > data.totalPages) setPage(data.totalPages);
  }, [data]);
  const toPage = (p: number) => {
    setPage(p);
    setOpened(null);
  };
  const goToPromotion = () => {
    onClose();
    navigate(PROMOTION_TARGET);
  };
  return (
    <Modal title={t('announcements')} onClose={onClose} size="lg" testId="announcements-modal">
      <div className="ann-modal" data-testid="announcements" aria-busy={list.loading || undefined}>
        <DataList<Announcement>
          label={t('ann_list')}
          testId="announcement-list"
          className="ann-list"
          items={data?.list ?? []}
          itemKey={(a) => a.id}
          loading={list.loading}
          error={list.error ? t('ann_failed') : null}
          onRetry={list.reload}
          empty={t('announcements_none')}
          emptyHint={t('ann_none_hint')}
          renderItem={(a) => (
            <AnnouncementItem
              item={a}
              open={opened === a.id}
              onToggle={() => setOpened((o) => (o === a.id ? null : a.id))}
              onPromotion={goToPromotion}
            />
          )}
        />
        {data && data.totalPages > 1 && (
          <p className="ann-page" aria-live="polite" data-testid="announcement-page">
            {t('ann_page', { page: data.pageNo, pages: data.totalPages })}
          </p>
        )}
        {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={toPage} />}
      </div>
    </Modal>
  );
}
