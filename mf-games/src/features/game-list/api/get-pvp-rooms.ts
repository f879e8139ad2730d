import { pvpApi, type PvpRoom } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The PVP rooms with their seats taken (SPEC §7 "PVP rooms", `/wps/game/pvp/rooms`, public). */
export function usePvpRooms(): { rooms: PvpRoom[]; loading: boolean; error: boolean; reload: () => void } {
  const { data, loading, error, reload } = useCall(pvpApi.getPvpRooms, {});
  return { rooms: data?.list ?? [], loading, error: !!error, reload };
}
