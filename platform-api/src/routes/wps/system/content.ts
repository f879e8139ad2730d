import type { FastifyInstance } from 'fastify';
import { systemApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';

const HELP_LANGS = new Set(['EN', 'TY']);

/** /wps/system help centre and banners (content). */
export default async function systemContentRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app.platform;
  registerEndpoint(app, systemApi.getHelpCenter, async ({ input, merchant }) => {
    // Languages without their own sections fall back to EN.
    const lang = input.lang.toUpperCase();
    return { sections: await repos.helpSections.listByLang(merchant.id, HELP_LANGS.has(lang) ? lang : 'EN') };
  });
  registerEndpoint(app, systemApi.getBanners, async ({ input, merchant }) => ({
    list: await repos.banners.listByGroup(merchant.id, input.groupName),
  }));
}
