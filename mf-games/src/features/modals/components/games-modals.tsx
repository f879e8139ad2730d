import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, type BusEvents, type ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { VendorGames } from '../../../components/vendor-games';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../../../lib/api/get-game-vendors';
import { useNotice } from '../../../lib/api/get-notice';

/** Where a launch request goes: guests get the login modal; members the /seamless game page. */
export function launchPath(e: BusEvents['game:launch']): string {
  const q = new URLSearchParams({ vassalage: e.vassalage });
  if (e.gameCode) q.set('gameCode', e.gameCode);
  if (e.gameType) q.set('gameType', e.gameType);
  if (e.nodeId) q.set('nodeId', String(e.nodeId));
  return `/seamless?${q.toString()}`;
}

function NoticeModal({ index, onClose }: { index: number; onClose: () => void }) {
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

/** Always-mounted host of gamingVenueModal and noticeModal, and the handler of `game:launch` requests. */
export function GamesModals({ bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<BusEvents['games:open'] | null>(null);
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
  return (
    <Modal title={t('venue_title', { vendor: vendor?.displayName ?? open.vassalage })} onClose={close}>
      <div data-testid="gaming-venue" data-vendor={open.vassalage}>
        <VendorGames vassalage={open.vassalage} {...(vendor ? { gameType: vendor.gameCategory } : {})} />
      </div>
    </Modal>
  );
}
