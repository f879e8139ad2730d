import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** publicModal (SPEC §2): the member's announcements. */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal title={t('announcements')} onClose={onClose}>
      <div data-testid="announcements" />
    </Modal>
  );
}
