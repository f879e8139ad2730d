import type { FastifyInstance } from 'fastify';
import { systemApi, systemStatus } from 'shared-contracts';
import { buildPermissionConfig, customerServiceOf } from '../../../plugins/app/config/permission-config';
import { registerEndpoint } from '../../../plugins/app/endpoint/register-endpoint';

const HELP_LANGS = new Set(['EN', 'TY']);

/** /wps/system/*: status, permission config, whitelabel, register settings, domain routes, help centre, banners. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app.platform;

  registerEndpoint(app, systemApi.getSystemStatus, async ({ request, merchant }) => ({
    status: systemStatus(merchant),
    ip: request.ip,
    customerService: customerServiceOf(merchant),
  }));

  registerEndpoint(app, systemApi.getPermissionConfig, ({ request, merchant }) =>
    buildPermissionConfig(app.platform, merchant, request.ip),
  );

  registerEndpoint(app, systemApi.getWhitelabel, ({ merchant }) => repos.whitelabel.tree(merchant.id));

  registerEndpoint(app, systemApi.getRegisterSettings, ({ merchant }) => repos.registerRules.list(merchant.id));

  registerEndpoint(app, systemApi.getDomainRoute, async ({ merchant }) => ({
    mainDomain: merchant.mainDomain,
    routes: await repos.domainRoutes.list(merchant.id),
  }));

  registerEndpoint(app, systemApi.getHelpCenter, async ({ input, merchant }) => {
    // Languages without their own sections fall back to EN.
    const lang = input.lang.toUpperCase();
    return { sections: await repos.helpSections.listByLang(merchant.id, HELP_LANGS.has(lang) ? lang : 'EN') };
  });

  registerEndpoint(app, systemApi.getBanners, async ({ input, merchant }) => ({
    list: await repos.banners.listByGroup(merchant.id, input.groupName),
  }));
}
