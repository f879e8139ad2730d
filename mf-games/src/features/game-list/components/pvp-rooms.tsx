import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Bus, type PvpRoom } from 'shared-contracts';
import { Amount, Button, EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { usePvpRooms } from '../api/get-pvp-rooms';
import '../i18n';

export interface PvpRoomsProps {
  /** The PVP vendor whose game the room launches (the lobby's selected PVP provider). */
  vassalage: string;
  bus: Bus;
}

/** Cards of the final size while the rooms load: the section does not jump when they arrive. */
function RoomsSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="games-pvp-rooms" aria-busy="true" data-testid="loading">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="games-pvp-room" aria-hidden>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="50%" />
          <Skeleton height={44} radius="var(--radius-md)" />
        </div>
      ))}
    </div>
  );
}

/** The /pvp page's ROOMS section: each room's game, stake and seats; Play launches the vendor's page on that room. */
export function PvpRooms({ vassalage, bus }: PvpRoomsProps) {
  const { t } = useTranslation(NS);
  const { rooms, loading, error, reload } = usePvpRooms();
  const game = (r: PvpRoom) => t(`pvp_game_${r.game}`);
  let body;
  if (error) body = <ErrorPanel message={t('pvp_rooms_failed')} onRetry={reload} />;
  else if (loading && rooms.length === 0) body = <RoomsSkeleton />;
  else if (rooms.length === 0) body = <EmptyState title={t('pvp_rooms_empty')} icon={<Swords />} />;
  else
    body = (
      <ul className="games-pvp-rooms" aria-label={t('pvp_rooms_label')}>
        {rooms.map((r) => (
          <li key={r.code} className="games-pvp-room" data-testid="pvp-room">
            <h3 className="games-pvp-room-name">{game(r)}</h3>
            <Amount value={r.stake} currency={r.currency} />
            <span className="games-pvp-room-seats">{t('pvp_room_seats', { seated: r.seated, seats: r.seats })}</span>
            <Button
              variant="primary"
              aria-label={t('pvp_room_play_label', { game: game(r), stake: `${r.currency} ${formatMoney(r.stake)}` })}
              onClick={() => bus.emit('game:launch', { vassalage, gameType: 'PVP', room: r.code })}
            >
              {t('pvp_room_play')}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="games-section" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title" className="games-section-title">
        {t('pvp_rooms_title')}
      </h2>
      {body}
    </section>
  );
}
