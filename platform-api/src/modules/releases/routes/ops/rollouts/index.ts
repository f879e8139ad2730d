import type { FastifyInstance } from 'fastify';
import {
  ok,
  ReleaseRemoteSchema,
  releasesApi as api,
  RolloutMerchantQuery,
  type RemoteName,
  type RequestOf,
} from 'shared-contracts';
import { Type, type TSchema } from 'typebox';
import { auditActor, opsKit, opsPermissions } from '../../../../operator';
import type { VerbRequest } from '../../../rollouts-service';

/** `:remote`: a federation name of REMOTE_NAMES (400 otherwise). */
const RemoteParams = Type.Object({ remote: ReleaseRemoteSchema });
type Params = { remote: RemoteName };

/**
 * /ops/rollouts (ADR 0012 §4): what a merchant runs of each remote with each running version's health
 * (`releases.read`), and the verbs pin, canary, promote, halt, rollback (`releases.rollout`), each answering the
 * rollout after the change. `?merchant=` names the merchant (403 for an operator who does not work for it).
 */
export default async function rolloutRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'releases.read', write: 'releases.rollout' });
  const { rollouts } = app;
  const { merchantByCode } = opsKit(app);

  app.get<{ Querystring: RequestOf<typeof api.listRollouts> }>(
    '/',
    { schema: { querystring: api.listRollouts.request } },
    async (request) => {
      const merchant = await merchantByCode(request, request.query.merchant);
      return ok(await rollouts.list(merchant, request.query.minutes ?? 60));
    },
  );

  type Body = { version?: string; percent?: number };
  const verb = (endpoint: { path: string; request: TSchema }, toRequest: (body: Body) => VerbRequest) =>
    app.post<{ Params: Params; Body: Body; Querystring: { merchant: string } }>(
      endpoint.path.slice('/ops/rollouts'.length),
      { schema: { params: RemoteParams, querystring: RolloutMerchantQuery, body: endpoint.request } },
      async (request) => {
        const merchant = await merchantByCode(request, request.query.merchant);
        const req = toRequest(request.body);
        return ok(await rollouts.change(merchant, request.params.remote, req, auditActor(request)));
      },
    );

  verb(api.pinRelease, (b) => ({ verb: 'pin', version: b.version! }));
  verb(api.startCanary, (b) => ({ verb: 'canary', version: b.version!, percent: b.percent! }));
  verb(api.promoteCanary, () => ({ verb: 'promote' }));
  verb(api.haltCanary, () => ({ verb: 'halt' }));
  verb(api.rollbackRelease, () => ({ verb: 'rollback' }));
}
