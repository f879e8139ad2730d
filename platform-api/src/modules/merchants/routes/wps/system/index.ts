import type { FastifyInstance } from 'fastify';
import { systemApi, systemStatus } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { customerServiceOf } from '../../../permission-config';

/** /wps/system: status, permission config, whitelabel, register settings, domain routes. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { merchants } = app;

  // The hot public reads answer from the merchant's cache (register-endpoint `cached`).
  registerEndpoint(app, systemApi.getSystemStatus, ({ merchant, cached }) =>
    cached('', async (ip) => ({ status: systemStatus(merchant), ip, customerService: customerServiceOf(merchant) })),
  );

  registerEndpoint(app, systemApi.getPermissionConfig, ({ merchant, cached }) =>
    cached('', (ip) => merchants.permissionConfig(merchant, ip)),
  );

  registerEndpoint(app, systemApi.getWhitelabel, ({ merchant, cached }) =>
    cached('', () => merchants.whitelabelTree(merchant.id)),
  );

  registerEndpoint(app, systemApi.getRegisterSettings, ({ merchant, cached }) =>
    cached('', () => merchants.registerRules(merchant.id)),
  );

  registerEndpoint(app, systemApi.getDomainRoute, async ({ merchant }) => ({
    mainDomain: merchant.mainDomain,
    routes: await merchants.domainRoutes(merchant.id),
  }));
}
