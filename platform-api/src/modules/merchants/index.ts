import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createMerchantsService, type MerchantsService } from './merchants-service';

export type { Merchant } from './merchant-repository';
export type { MerchantsService, RemoteVariant, RemoteVariantResolver } from './merchants-service';
export type { SecretName } from './merchant-secret-repository';
export type { ThemePatch } from './theme';
export { THEME_STYLESHEET } from './brand-page';
export { merchantsError, MERCHANTS_ERRORS } from './errors';
export type { BrandSetup } from './provisioning';
export type { ThemeVersion } from './theme-version-repository';
export { CONSOLE_POLICY } from './content-policy';
export { effectiveMinAge, PHILIPPINES_MIN_AGE } from './min-age';
// The seed writes its brands through the same provisioning as the console's new brand.
export { createProvisionRepository, type NewMerchant } from './provision-repository';
export { DEFAULT_ENABLED_MODULES, DEFAULT_REGISTER_RULES } from './defaults';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchants module's service (merchant resolution, configuration, operator switches). */
    merchants: MerchantsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'merchants',
  'merchant_remotes',
  'whitelabel_modules',
  'register_rules',
  'resources',
  'domain_routes',
  'merchant_secrets',
  'brand_theme_versions',
  'brand_images',
] as const;

/** The merchants module: merchants and their configuration; /wps/system status, config, theme.css, whitelabel, register settings, domain routes. */
export default fp(
  async (app) => {
    app.decorate('merchants', createMerchantsService({ db: app.db, cache: app.cache, config: app.config }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'merchants' },
);
