import { useEffect, useState } from 'react';
import { session, type BusEvents, type ParcelProps } from 'shared-contracts';
import { useGameVendors } from '../api/get-game-vendors';
import { GamingVenueModal } from '../features/gaming-venue/components/gaming-venue-modal';
import { NoticeModal } from '../features/notice/components/notice-modal';
import { launchPath } from '../lib/launch-path';

/**
 * mf-games' modal host (exposed as `mf_games/GamesModals`, mounted by the shell on the first held command): gamingVenueModal and noticeModal,
 * opened with `bus.emit('games:open', …)`, and the handler of `game:launch` requests from any package
 * (guests get the login modal; members go to /seamless).
 */
export function ModalHost({ bus, navigate }: ParcelProps) {
  const [open, setOpen] = useState<BusEvents['games:open'] | null>(null);
  // Loaded with the host (one shared request per page), so a venue opens with its vendor's name at once.
  const { lanes } = useGameVendors();
  useEffect(() => bus.on('games:open', setOpen), [bus]);
  useEffect(
    () =>
      bus.on('game:launch', (e) => {
        if (!session.get('token')) return bus.emit('auth:open', { modal: 'login' });
        setOpen(null);
        navigate(launchPath(e));
      }),
    [bus, navigate],
  );
  if (!open) return null;
  const close = () => setOpen(null);
  if (open.modal === 'notice') return <NoticeModal index={open.index} onClose={close} />;
  const vendor = lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === open.vassalage);
  return <GamingVenueModal vassalage={open.vassalage} vendor={vendor} onClose={close} />;
}
