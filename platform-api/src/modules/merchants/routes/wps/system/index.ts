import type { FastifyInstance } from 'fastify';
import { systemApi, systemStatus } from 'shared-contracts';
import { merchantNotFound } from '../../../../../infra/errors/common-errors';
import { PUBLIC_ACCESS, registerEndpoint, urlUnder } from '../../../../../infra/http/register-endpoint';
import { merchantOf } from '../../../../../infra/http/request-merchant';
import { sendRevalidated } from '../../../../../infra/http/revalidated';
import { THEME_STYLESHEET } from '../../../brand-page';
import { COUNTRIES } from '../../../countries';
import { customerServiceOf } from '../../../permission-config';
import { visitorId } from '../../../visitor-id';

/** /wps/system: status, permission config, theme.css, whitelabel, register settings, countries, domain routes. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { merchants } = app;

  // The hot public reads answer from the merchant's cache (register-endpoint `cached`).
  registerEndpoint(app, systemApi.getSystemStatus, ({ merchant, cached }) =>
    cached('', async (ip) => ({ status: systemStatus(merchant), ip, customerService: customerServiceOf(merchant) })),
  );

  // One cached answer per variant of remote versions (ADR 0012): the visitor's stable id picks it, and is set here
  // on a first visit.
  registerEndpoint(app, systemApi.getPermissionConfig, async ({ merchant, cached, request, reply }) => {
    const variant = await merchants.remoteVariant(merchant.id, visitorId(request, reply));
    return cached(variant.key, (ip) => merchants.permissionConfig(merchant, ip, variant));
  });

  registerEndpoint(app, systemApi.getWhitelabel, ({ merchant, cached }) =>
    cached('', () => merchants.whitelabelTree(merchant.id)),
  );

  registerEndpoint(app, systemApi.getRegisterSettings, ({ merchant, cached }) =>
    cached('', () => merchants.registerRules(merchant.id)),
  );

  // Static data, the same for every merchant: browsers and CDNs may keep it a day.
  registerEndpoint(app, systemApi.getCountries, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return COUNTRIES;
  });

  registerEndpoint(app, systemApi.getDomainRoute, async ({ merchant }) => ({
    mainDomain: merchant.mainDomain,
    routes: await merchants.domainRoutes(merchant.id),
  }));

  // The merchant's token overrides as `:root{…}` (ADR 0005), linked by index.html before any script;
  // from the merchant's cache, revalidated on every load (ETag, 304).
  app.get(urlUnder(app.prefix, THEME_STYLESHEET), { config: { access: PUBLIC_ACCESS } }, async (request, reply) => {
    const merchant = await merchantOf(request);
    if (!merchant) throw merchantNotFound();
    const { body, etag } = await merchants.themeStylesheet(merchant);
    return sendRevalidated(request, reply, { body, etag, type: 'text/css; charset=utf-8' });
  });
}
