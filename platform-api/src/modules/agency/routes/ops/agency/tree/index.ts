import type { FastifyInstance } from 'fastify';
import { agencyOpsApi, ok, type RequestOf } from 'shared-contracts';
import { paging } from '../../../../../../infra/paging';
import { opsKit, opsPermissions } from '../../../../../operator';

type TreeQuery = RequestOf<typeof agencyOpsApi.getTree>;
type PathQuery = RequestOf<typeof agencyOpsApi.findInTree>;

/**
 * /ops/agency/tree (issue 29, `agency.read`): the brand's agent tree one level at a time — the top-level agents, or a
 * member's direct members (`parent`), paged — each node with its team's figures over the days; and
 * `/tree/path?account=` the member's line from the top, to open the tree on it.
 */
export default async function agencyTreeRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'agency.read', write: 'agency.write' });
  const { merchantByCode } = opsKit(app);
  const { tree } = app.agency;

  app.get<{ Querystring: TreeQuery }>(
    '/',
    { schema: { querystring: agencyOpsApi.getTree.request } },
    async (request) => {
      const { code, parent, startDate, endDate } = request.query;
      const m = await merchantByCode(request, code);
      const page = paging(request.query, 20);
      const found = await tree.children(m, parent, { startDate, endDate }, page);
      return ok({
        parent: found.parent,
        list: found.list,
        startDate: found.startDate,
        endDate: found.endDate,
        currency: m.currency,
        ...page.pages(found.total),
      });
    },
  );

  app.get<{ Querystring: PathQuery }>(
    '/path',
    { schema: { querystring: agencyOpsApi.findInTree.request } },
    async (request) => {
      const { code, account, startDate, endDate } = request.query;
      const m = await merchantByCode(request, code);
      return ok({ path: await tree.path(m, account, { startDate, endDate }) });
    },
  );
}
