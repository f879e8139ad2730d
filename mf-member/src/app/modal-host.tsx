import { useEffect, useState } from 'react';
import type { ParcelProps } from 'shared-contracts';
import { AnnouncementsModal } from '../features/announcements/components/announcements-modal';

/** mf-member's modal host (exposed as `mf_member/MemberModals`, mounted on the first held `member:open`): publicModal, opened with `bus.emit('member:open', …)`. */
export function ModalHost({ bus, navigate }: ParcelProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on('member:open', () => setOpen(true)), [bus]);
  return open ? <AnnouncementsModal onClose={() => setOpen(false)} navigate={navigate} /> : null;
}
