import type { FastifyInstance } from 'fastify';
import { systemApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/system help centre and banners (content). */
export default async function systemContentRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app;
  registerEndpoint(app, systemApi.getHelpCenter, async ({ input, merchant }) => ({
    sections: await content.helpSections(merchant.id, input.lang),
  }));
  // The banners showing now (their windows read against the clock on every call); the serialised answer is cached
  // under the ids shown, so a window that opens or ends changes the key rather than waiting for the cache.
  registerEndpoint(app, systemApi.getBanners, async ({ input, merchant, cached }) => {
    const list = await content.banners(merchant.id, input.groupName);
    return cached(`${input.groupName}:${list.map((b) => b.id).join(',')}`, async () => ({ list }));
  });
}
