import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusEvents, ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** Always-mounted host of gamingVenueModal and noticeModal, opened through the bus. */
export function GamesModals({ bus }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<BusEvents['games:open'] | null>(null);
  useEffect(() => bus.on('games:open', setOpen), [bus]);
  if (!open) return null;
  const close = () => setOpen(null);
  return open.modal === 'gamingVenue' ? (
    <Modal title={t('venue_title', { vendor: open.vassalage })} onClose={close}>
      <div data-testid="gaming-venue" data-vendor={open.vassalage} />
    </Modal>
  ) : (
    <Modal title={t('notice_title')} onClose={close}>
      <div data-testid="notice" data-index={open.index} />
    </Modal>
  );
}
