import type { FastifyInstance } from 'fastify';
import { systemApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/system help centre and banners (content). */
export default async function systemContentRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app;
  registerEndpoint(app, systemApi.getHelpCenter, async ({ input, merchant }) => ({
    sections: await content.helpSections(merchant.id, input.lang),
  }));
  registerEndpoint(app, systemApi.getBanners, async ({ input, merchant, cached }) =>
    cached(JSON.stringify(input), async () => ({ list: await content.banners(merchant.id, input.groupName) })),
  );
}
