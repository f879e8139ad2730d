import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** publicModal (SPEC §2): the member's announcements (none are published yet). */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal title={t('announcements')} onClose={onClose}>
      <div data-testid="announcements">
        <EmptyState title={t('announcements_none')} icon={<Bell />} />
      </div>
    </Modal>
  );
}
