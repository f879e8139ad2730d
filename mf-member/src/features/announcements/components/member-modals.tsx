import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** Always-mounted host of publicModal (announcements), opened with `bus.emit('member:open', …)`. */
export function MemberModals({ bus }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on('member:open', () => setOpen(true)), [bus]);
  return open ? (
    <Modal title={t('announcements')} onClose={() => setOpen(false)}>
      <div data-testid="announcements" />
    </Modal>
  ) : null;
}
