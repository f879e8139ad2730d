import type { FastifyInstance } from 'fastify';
import { ok, playersOpsApi as api } from 'shared-contracts';
import type { Static } from 'typebox';
import { OpsId, opsPermissions } from '../../../../operator';
import { playerScope } from '../../../player-scope';

type Tab = { Params: Static<typeof OpsId>; Querystring: Static<typeof api.PlayerTabQuery> };

/** /ops/players: the search, the profile and its tabs (`players.read`); `?merchant=CODE` as `playerScope` says. */
export default async function playerReadRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'players.read' });
  const { players } = app;
  const scope = playerScope(app);
  const found = async (
    request: { params: { id: number }; query: { merchant?: string } } & Parameters<typeof scope>[0],
  ) => players.find(await scope(request, request.query.merchant), request.params.id);

  app.get<{ Querystring: Static<typeof api.searchPlayers.request> }>(
    '/',
    { schema: { querystring: api.searchPlayers.request } },
    async (request) => ok(await players.search(await scope(request, request.query.merchant), request.query)),
  );

  app.get<{ Params: Static<typeof OpsId>; Querystring: Static<typeof api.PlayerQuery> }>(
    '/:id',
    { schema: { params: OpsId, querystring: api.PlayerQuery } },
    async (request) => ok(await players.profile(await scope(request, request.query.merchant), request.params.id)),
  );

  app.get<{ Params: Static<typeof OpsId>; Querystring: Static<typeof api.PlayerQuery> }>(
    '/:id/linked',
    { schema: { params: OpsId, querystring: api.PlayerQuery } },
    async (request) => {
      const list = await players.linked(await scope(request, request.query.merchant), request.params.id);
      return ok({ list });
    },
  );

  const tab = (path: string, read: (p: Awaited<ReturnType<typeof found>>, q: Tab['Querystring']) => unknown) =>
    app.get<Tab>(path, { schema: { params: OpsId, querystring: api.PlayerTabQuery } }, async (request) =>
      ok(await read(await found(request), request.query)),
    );
  tab('/:id/ledger', (p, q) => players.tabs.ledger(p.merchant, p.member.id, q));
  tab('/:id/rounds', (p, q) => players.tabs.rounds(p.member.id, q));
  tab('/:id/payments', (p, q) => players.tabs.payments(p.member.id, q));
  tab('/:id/bonuses', (p, q) => players.tabs.bonuses(p.member.id, q));
  tab('/:id/logins', (p, q) => players.tabs.logins(p.member.id, q));
  tab('/:id/messages', (p, q) => players.tabs.messages(p.member.id, q));
  tab('/:id/notes', (p, q) => players.tabs.notes(p.member.id, q));
}
