import type { FastifyInstance } from 'fastify';
import { systemApi, systemStatus } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { customerServiceOf } from '../../../permission-config';

/** /wps/system: status, permission config, whitelabel, register settings, domain routes. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { merchants } = app;

  registerEndpoint(app, systemApi.getSystemStatus, async ({ request, merchant }) => ({
    status: systemStatus(merchant),
    ip: request.ip,
    customerService: customerServiceOf(merchant),
  }));

  registerEndpoint(app, systemApi.getPermissionConfig, ({ request, merchant }) =>
    merchants.permissionConfig(merchant, request.ip),
  );

  registerEndpoint(app, systemApi.getWhitelabel, ({ merchant }) => merchants.whitelabelTree(merchant.id));

  registerEndpoint(app, systemApi.getRegisterSettings, ({ merchant }) => merchants.registerRules(merchant.id));

  registerEndpoint(app, systemApi.getDomainRoute, async ({ merchant }) => ({
    mainDomain: merchant.mainDomain,
    routes: await merchants.domainRoutes(merchant.id),
  }));
}
