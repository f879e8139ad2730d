import type { FastifyInstance } from 'fastify';
import { pvpApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/** /wps/game/pvp/rooms (SPEC §7 "PVP rooms", public): the PVP rooms in the brand's currency with their seats taken. */
export default async function pvpRoomsRoutes(app: FastifyInstance): Promise<void> {
  const { demoPvp } = app;

  registerEndpoint(app, pvpApi.getPvpRooms, async ({ merchant }) => ({ list: await demoPvp.rooms(merchant.currency) }));
}
